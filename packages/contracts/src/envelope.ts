import { Type, type Static, type TSchema } from 'typebox';

/** Stable machine codes (docs/api.md#the-envelope), with the HTTP status each one travels with. */
export const ErrorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LIMIT_EXCEEDED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ErrorStatus;

/** Every answer, success or failure, has this shape; the console reads `data`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    status: Type.Integer(),
    message: Type.String(),
    code: Type.String(),
    data,
  });

export const FieldError = Type.Object({
  field: Type.String({ description: 'JSON pointer of the offending field ("" for the whole body)' }),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

export const ErrorEnvelope = Envelope(Type.Union([Type.Null(), Type.Array(FieldError), Type.Record(Type.String(), Type.Unknown())]));

export type EnvelopeOf<T> = { success: boolean; status: number; message: string; code: string; data: T };
