import { describe, expect, it } from 'vitest';
import { ApiError } from './client.js';
import { hasStatus } from './has-status.js';
import { storedIfChanged } from './stored-if-changed.js';

const item = { id: 1, version: 3 };
const conflict = new ApiError(409, 'CONFLICT', 'changed by someone else');

describe('storedIfChanged', () => {
  it.each([
    ['a 409 and a newer stored version', conflict, async () => ({ id: 1, version: 4 }), { id: 1, version: 4 }],
    ['a 409 but the same version (another conflict, e.g. a taken code)', conflict, async () => item, null],
    ['a 409 and the re-read fails', conflict, async () => Promise.reject(new Error('gone')), null],
    ['a 400', new ApiError(400, 'VALIDATION_FAILED', 'bad'), async () => ({ id: 1, version: 4 }), null],
    ['not an API error', new Error('network'), async () => ({ id: 1, version: 4 }), null],
  ])('%s', async (_case, error, reread, expected) => {
    expect(await storedIfChanged(error, item, reread)).toEqual(expected);
  });
});

describe('hasStatus', () => {
  it.each([
    [conflict, 409, true],
    [conflict, 403, false],
    [new Error('network'), 409, false],
    [null, 409, false],
  ])('%#', (error, status, expected) => {
    expect(hasStatus(error, status)).toBe(expected);
  });
});
