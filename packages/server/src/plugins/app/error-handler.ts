import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorStatus, type ErrorCode } from '@drawdesk/contracts';
import { AppError, type FieldProblem } from '../../lib/errors.js';
import { causes, driverCode } from '../../db/driver-errors.js';
import { languageOf } from '../../i18n/language.js';
import { render, say, type MessageKey, type Say } from '../../i18n/say.js';
import { fieldProblems, validationMessage } from '../../i18n/field-problems.js';

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

/**
 * What PostgreSQL says about a request's data, as the client is told it: two requests that
 * collide (the loser tries again), and values the schema let through but a column cannot hold.
 */
const REQUEST_FAULTS: Record<string, [ErrorCode, MessageKey]> = {
  '23505': ['CONFLICT', 'database.taken'],
  '40001': ['CONFLICT', 'database.retry'],
  '40P01': ['CONFLICT', 'database.retry'],
  '22021': ['VALIDATION_FAILED', 'database.nul'],
  '22P05': ['VALIDATION_FAILED', 'database.nul'],
  '22003': ['VALIDATION_FAILED', 'database.outOfRange'],
  '22P02': ['VALIDATION_FAILED', 'database.badValue'],
  '22001': ['VALIDATION_FAILED', 'database.tooLong'],
  '22007': ['VALIDATION_FAILED', 'database.badTime'],
  '22008': ['VALIDATION_FAILED', 'database.timeOutOfRange'],
};
const requestFault = (error: unknown) => {
  const code = driverCode(error);
  return code === undefined ? undefined : REQUEST_FAULTS[code];
};

/** Fastify's own request errors (FST_ERR_*) mapped to the codes of docs/api.md, with what the client is told. */
const FRAMEWORK_ERRORS: Record<number, [ErrorCode, MessageKey]> = {
  400: ['VALIDATION_FAILED', 'request.malformed'],
  403: ['FORBIDDEN', 'access.forbidden'],
  404: ['NOT_FOUND', 'request.noSuchFile'],
  413: ['PAYLOAD_TOO_LARGE', 'request.tooLarge'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'request.mediaType'],
  429: ['RATE_LIMITED', 'rate.requests'],
};

/**
 * The envelope of a failure, said in the language the request asks for (Accept-Language; the console
 * sends the viewer's): the message and each field's problem.
 */
export function send(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, text: Say, data: unknown = null, fields: readonly FieldProblem[] = []) {
  const status = ErrorStatus[code];
  const language = languageOf(request.headers['accept-language']);
  const details = fields.length > 0 ? fields.map((f) => ({ field: f.field, message: render(f.text, language) })) : data;
  return reply.status(status).send({ success: false, status, message: render(text, language), code, data: details });
}

/** The one place where failures become envelopes; nothing a client sends turns into a 500. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        reply.headers(error.headers);
        return send(request, reply, error.code, error.text, error.data, error.fields);
      }
      if (error.validation) {
        const fields = fieldProblems(error.validation, error.validationContext);
        return send(request, reply, 'VALIDATION_FAILED', validationMessage(fields), null, fields);
      }
      // The client went away before its body arrived (or was cut off as too slow): nobody is listening.
      if (error.code === 'ECONNRESET' && error.message === 'aborted') return send(request, reply, 'VALIDATION_FAILED', say('request.incomplete'));
      if (isDatabaseDown(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return send(request, reply, 'UNAVAILABLE', say('database.down'));
      }
      const fault = requestFault(error);
      if (fault) return send(request, reply, fault[0], say(fault[1]));
      // Fastify's and its plugins' own refusals (FST_*, e.g. a static path the static plugin forbids): any 4xx stays a 4xx.
      const refusal = (error.code?.startsWith('FST_') || error.statusCode === 429) && (error.statusCode ?? 500) < 500;
      if (refusal) {
        request.log.info({ err: error }, 'request refused by the framework');
        const [code, key] = FRAMEWORK_ERRORS[error.statusCode ?? 0] ?? ['VALIDATION_FAILED', 'request.malformed'];
        return send(request, reply, code, say(key));
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(request, reply, 'INTERNAL', say('request.internal', { requestId: request.id }));
    });

    app.setNotFoundHandler((request, reply) => send(request, reply, 'NOT_FOUND', say('request.noRoute', { method: request.method, path: request.url.split('?')[0] ?? '' })));
  },
  { name: 'error-handler' },
);
