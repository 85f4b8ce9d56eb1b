import type { FieldError } from '@drawdesk/contracts';
import { ApiError } from './client.js';

/** A failed form submission as a form shows it: messages under named fields, the rest in a toast. */
export type FormErrors = { fields: Record<string, string>; messages: string[] };

// Schema validation prefixes the pointer with the part of the request (`body/username`); route checks do not (`/username`).
const REQUEST_PART = /^(body|querystring|params|headers)(?=\/|$)/;

const isFieldError = (item: unknown): item is FieldError =>
  typeof item === 'object' && item !== null && typeof (item as FieldError).field === 'string' && typeof (item as FieldError).message === 'string';

/** The form field path a server FieldError points at: `/username` -> `username`, `/lines/0/amount` -> `lines[0].amount`, '' for the whole body. */
export function fieldPath(pointer: string): string {
  const segments = pointer
    .replace(REQUEST_PART, '')
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  return segments.reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment), '');
}

/**
 * Splits an API failure for a form with the given fields: each validation message of one of them goes
 * under that field (the first one per field); anything else (another field, the whole body, a conflict,
 * a transport failure) becomes a message for a toast, so nothing the server said is lost.
 */
export function formErrors(error: unknown, fields: readonly string[]): FormErrors {
  const result: FormErrors = { fields: {}, messages: [] };
  const items = error instanceof ApiError && error.status === 400 && Array.isArray(error.data) ? error.data.filter(isFieldError) : [];
  if (items.length === 0) {
    result.messages.push(error instanceof Error ? error.message : String(error));
    return result;
  }
  for (const { field, message } of items) {
    const path = fieldPath(field);
    if (!fields.includes(path)) result.messages.push(path ? `${path}: ${message}` : message);
    else result.fields[path] ??= message;
  }
  return result;
}
