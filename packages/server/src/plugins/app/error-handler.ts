import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorStatus, type ErrorCode, type FieldError } from '@drawdesk/contracts';
import { AppError } from '../../lib/errors.js';
import { causes, driverCode } from '../../db/driver-errors.js';

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
  return causes(error).some((e) => {
    const code = e.code ?? '';
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE'].includes(code)) return true;
    if (code.startsWith('08') || code === '57P01' || code === '57P03' || code === '53300') return true;
    // The last one: a request still running while the server shuts down and its pool has ended.
    return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/.test(e.message);
  });
}

const RETRY = 'Another change got in the way; try again';
/**
 * What PostgreSQL says about a request's data, as the client is told it: two requests that
 * collide (the loser tries again), and values the schema let through but a column cannot hold.
 */
const REQUEST_FAULTS: Record<string, [ErrorCode, string]> = {
  '23505': ['CONFLICT', 'This value is already taken'],
  '40001': ['CONFLICT', RETRY],
  '40P01': ['CONFLICT', RETRY],
  '22021': ['VALIDATION_FAILED', 'Text cannot contain the NUL character'],
  '22P05': ['VALIDATION_FAILED', 'Text cannot contain the NUL character'],
  '22003': ['VALIDATION_FAILED', 'A number is out of range'],
  '22P02': ['VALIDATION_FAILED', 'A value is not valid for its field'],
  '22001': ['VALIDATION_FAILED', 'A text is too long'],
  '22007': ['VALIDATION_FAILED', 'A date or time is not valid'],
  '22008': ['VALIDATION_FAILED', 'A date or time is out of range'],
};
const requestFault = (error: unknown) => {
  const code = driverCode(error);
  return code === undefined ? undefined : REQUEST_FAULTS[code];
};

/** Fastify's own request errors (FST_ERR_*) mapped to the codes of API.md. */
const FRAMEWORK_ERRORS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function send(reply: FastifyReply, code: ErrorCode, message: string, data: unknown = null) {
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
      // The client went away before its body arrived (or was cut off as too slow): nobody is listening.
      if (error.code === 'ECONNRESET' && error.message === 'aborted') return send(reply, 'VALIDATION_FAILED', 'The request was not completed');
      if (isDatabaseDown(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return send(reply, 'UNAVAILABLE', 'The database is not available, try again shortly');
      }
      const fault = requestFault(error);
      if (fault) return send(reply, ...fault);
      // Fastify's and its plugins' own refusals (FST_*, e.g. a static path the static plugin forbids): any 4xx stays a 4xx.
      const refusal = (error.code?.startsWith('FST_') || error.statusCode === 429) && (error.statusCode ?? 500) < 500;
      const frameworkCode = refusal ? (FRAMEWORK_ERRORS[error.statusCode ?? 0] ?? 'VALIDATION_FAILED') : undefined;
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
