import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorStatus, type ErrorCode, type FieldError } from '@drawdesk/contracts';
import { AppError } from '../../lib/errors.js';

type Validation = NonNullable<FastifyError['validation']>;

function fieldErrors(validation: Validation, context: string | undefined): FieldError[] {
  return validation.map((issue) => {
    const missing = (issue.params as { requiredProperties?: string[]; missingProperty?: string } | undefined) ?? {};
    const property = missing.missingProperty ?? missing.requiredProperties?.join(', ');
    const pointer = issue.instancePath || (property ? `/${property}` : '');
    return { field: `${context ?? 'body'}${pointer}`, message: issue.message ?? 'is invalid' };
  });
}

/** SQLSTATE classes that mean "the database is not there", not "the request is wrong". */
function isDatabaseDown(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code ?? '';
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE'].includes(code)) return true;
    if (code.startsWith('08') || code === '57P01' || code === '57P03' || code === '53300') return true;
    // The last one: a request still running while the server shuts down and its pool has ended.
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/.test(e.message)) {
      return true;
    }
  }
  return false;
}

/** What PostgreSQL says when two requests collide: the loser is told to try again. */
function collision(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code === '23505') return 'This value is already taken';
    if (code === '40001' || code === '40P01') return 'Another change got in the way; try again';
  }
  return undefined;
}

/** Text PostgreSQL cannot hold (a NUL character in a string): the request is wrong, not the server. */
function unstorableText(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}

/** Fastify's own request errors (FST_ERR_*) mapped to the codes of API.md. */
const FRAMEWORK_ERRORS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function send(reply: FastifyReply, code: ErrorCode, message: string, data: unknown = null) {
  const status = ErrorStatus[code];
  return reply.status(status).send({ success: false, status, message, code, data });
}

/** The one place where failures become envelopes; nothing a client sends turns into a 500. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        reply.headers(error.headers);
        return send(reply, error.code, error.message, error.data);
      }
      if (error.validation) {
        const fields = fieldErrors(error.validation, error.validationContext);
        const first = fields[0];
        return send(reply, 'VALIDATION_FAILED', first ? `${first.field}: ${first.message}` : 'Invalid request', fields);
      }
      if (isDatabaseDown(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return send(reply, 'UNAVAILABLE', 'The database is not available, try again shortly');
      }
      if (unstorableText(error)) return send(reply, 'VALIDATION_FAILED', 'Text cannot contain the NUL character');
      const clash = collision(error);
      if (clash) return send(reply, 'CONFLICT', clash);
      const frameworkCode = error.code?.startsWith('FST_') || error.statusCode === 429 ? FRAMEWORK_ERRORS[error.statusCode ?? 0] : undefined;
      if (frameworkCode) {
        return send(reply, frameworkCode, error.message.replace(/^FST_\w+: /, ''));
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 'INTERNAL', `Internal error (request ${request.id})`);
    });

    app.setNotFoundHandler((request, reply) => send(reply, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  },
  { name: 'error-handler' },
);
