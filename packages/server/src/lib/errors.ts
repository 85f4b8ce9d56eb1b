import { ErrorStatus, type ErrorCode, type FieldError } from '@drawdesk/contracts';

/** The one error type routes and repositories throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ErrorStatus[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const unauthorized = (message = 'Please log in') => new AppError('UNAUTHORIZED', message);
export const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field, message } satisfies FieldError]);
export const rateLimited = (retryAfterSeconds: number, message: string) =>
  new AppError('RATE_LIMITED', message, { retryAfter: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });

export const ok = <T>(data: T) => ({ success: true, status: 200, message: 'ok', code: 'OK', data });
