import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import errorHandler from './error-handler.js';

/** A driver error as drizzle hands it on: wrapped, with the SQLSTATE on the cause. */
const wrapped = (code: string) => new Error('Failed query: select …', { cause: Object.assign(new Error('driver says no'), { code }) });

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.json() as { code: string; message: string } };
}

describe('database errors in the one error handler', () => {
  it.each([
    ['22003', 400, 'VALIDATION_FAILED'],
    ['22P02', 400, 'VALIDATION_FAILED'],
    ['22021', 400, 'VALIDATION_FAILED'],
    ['22001', 400, 'VALIDATION_FAILED'],
    ['23505', 409, 'CONFLICT'],
    ['40001', 409, 'CONFLICT'],
    ['08006', 503, 'UNAVAILABLE'],
    ['XX000', 500, 'INTERNAL'],
  ])('SQLSTATE %s under a wrapper answers %i %s', async (code, status, envelopeCode) => {
    const { status: actual, body } = await answerTo(wrapped(code));
    expect(actual).toBe(status);
    expect(body.code).toBe(envelopeCode);
    expect(body.message).not.toMatch(/select|driver/);
  });
});
