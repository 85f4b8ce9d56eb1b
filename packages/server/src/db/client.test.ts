import { describe, expect, it } from 'vitest';
import { isOnThisMachine, poolSizeFor } from './client.js';

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

  it.each([
    // max_connections, reserved, cores of this machine, pool
    [100, 3, 2, 9], // four a core and one
    [100, 3, 4, 17],
    [100, 3, 1, 5],
    [40, 3, 8, 8], // and what the database admits
    [20, 3, 1, 4], // and the floor
    [1000, 3, 64, 32], // and the ceiling
  ])('on this machine: max_connections %i, %i reserved, %i cores: %i connections', (max, reserved, cores, pool) => {
    expect(poolSizeFor(max, reserved, cores)).toBe(pool);
  });

  it.each([
    ['postgres://u:p@127.0.0.1:5432/db', true],
    ['postgres://u:p@localhost/db', true],
    ['postgresql://u:p@[::1]:5432/db', true],
    ['postgres://u:p@/db?host=/var/run/postgresql', true],
    ['postgres:///db', true], // the default socket
    ['postgres://u:p@db.internal:5432/db', false],
    ['postgres://u:p@10.0.0.5/db', false],
    ['postgres://u:p@localhost/db?host=db.internal', false],
  ])('%s runs on this machine: %s', (url, local) => {
    expect(isOnThisMachine(url)).toBe(local);
  });
});
