import { describe, expect, it } from 'vitest';
import { poolSizeFor } from './client.js';

describe('the pool is sized from what the database admits', () => {
  it.each([
    // max_connections, reserved, pool
    [100, 3, 23], // PostgreSQL's default: four instances of 24 (the pool and the listener) fit in 97
    [200, 3, 32], // bounded: more connections than a few per core only queue inside PostgreSQL
    [20, 3, 4], // a small server still gets its floor
    [40, 3, 8],
  ])('max_connections %i, %i reserved: %i connections', (max, reserved, pool) => {
    expect(poolSizeFor(max, reserved)).toBe(pool);
  });
});
