import type { TSchema } from 'typebox';
import { Envelope, ErrorEnvelope } from '@drawdesk/contracts';

/** Response schemas of a route: its data in the envelope, and the error envelope for every failure. */
export const answers = <T extends TSchema>(data: T) => ({
  200: Envelope(data),
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});
