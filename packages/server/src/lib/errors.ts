import { ErrorStatus, type ErrorCode } from '@drawdesk/contracts';
import { render, say, type MessageKey, type Param, type Say } from '../i18n/say.js';

type Params = Readonly<Record<string, Param>>;
/** A field's problem, said in the catalog's words (the error handler writes it in the request's language). */
export type FieldProblem = { field: string; text: Say };

/**
 * The one error type routes and repositories throw; the error handler turns it into the envelope, its
 * message (and each field's) written in the language the request asked for. `message` is the English
 * text, for the log.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly text: Say,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
    readonly fields: readonly FieldProblem[] = [],
  ) {
    super(render(text, 'en-US'));
    this.status = ErrorStatus[code];
  }
}

export const notFound = (key: MessageKey) => new AppError('NOT_FOUND', say(key));
export const forbidden = (key: MessageKey = 'access.forbidden', params?: Params) => new AppError('FORBIDDEN', say(key, params));
export const conflict = (key: MessageKey, params?: Params, data: unknown = null) => new AppError('CONFLICT', say(key, params), data);
export const unauthorized = (key: MessageKey = 'access.logIn') => new AppError('UNAUTHORIZED', say(key));
export const invalid = (field: string, key: MessageKey, params?: Params) => invalidAs(field, say(key, params));
/** A 400 on one field, with a message already made (a check's reason). */
export const invalidAs = (field: string, text: Say) => invalidFields([{ field, text }]);
/** A 400 with its fields; the envelope's message is the first one's. */
export const invalidFields = (fields: readonly FieldProblem[]) => new AppError('VALIDATION_FAILED', fields[0]!.text, null, {}, fields);
export const rateLimited = (retryAfterSeconds: number, key: MessageKey, params?: Params) =>
  new AppError('RATE_LIMITED', say(key, { seconds: retryAfterSeconds, ...params }), { retryAfter: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });

export const ok = <T>(data: T) => ({ success: true, status: 200, message: 'ok', code: 'OK', data });
