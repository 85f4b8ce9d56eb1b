import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '../session/atoms.js';
import { cachedLookup, clearLookups, invalidateLookup, watchLookup } from './lookup-cache.js';

describe('lookup cache', () => {
  beforeEach(clearLookups);

  it('loads once and shares the answer until invalidated', async () => {
    const load = vi.fn(async () => [load.mock.calls.length]);
    expect(await cachedLookup('/customer/list-all', load)).toEqual([1]);
    expect(await cachedLookup('/customer/list-all', load)).toEqual([1]);
    expect(load).toHaveBeenCalledTimes(1);

    invalidateLookup('/customer/list-all');
    expect(await cachedLookup('/customer/list-all', load)).toEqual([2]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares a load still in flight', async () => {
    let finish: (rows: string[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<string[]>((resolve) => (finish = resolve)));
    const first = cachedLookup('/plan/list-all', load);
    const second = cachedLookup('/plan/list-all', load);
    finish(['A']);
    expect(await first).toEqual(['A']);
    expect(await second).toEqual(['A']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps each key apart, and forgets everything when the session changes', async () => {
    const customers = vi.fn(async () => 'customers');
    const plans = vi.fn(async () => 'plans');
    await cachedLookup('/customer/list-all', customers);
    await cachedLookup('/plan/list-all', plans);
    invalidateLookup('/customer/list-all');
    await cachedLookup('/customer/list-all', customers);
    await cachedLookup('/plan/list-all', plans);
    expect([customers.mock.calls.length, plans.mock.calls.length]).toEqual([2, 1]);

    clearLookups();
    await cachedLookup('/plan/list-all', plans);
    expect(plans).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load: the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(cachedLookup('/customer/list-all', load)).rejects.toThrow('down');
    expect(await cachedLookup('/customer/list-all', load)).toBe('up');
  });

  it('a failure of a load already replaced does not drop the newer answer', async () => {
    let fail: (error: Error) => void = () => undefined;
    const old = cachedLookup('/customer/list-all', () => new Promise<string>((_, reject) => (fail = reject)));
    invalidateLookup('/customer/list-all');
    const fresh = vi.fn(async () => 'fresh');
    await cachedLookup('/customer/list-all', fresh);
    fail(new Error('late'));
    await expect(old).rejects.toThrow('late');
    expect(await cachedLookup('/customer/list-all', fresh)).toBe('fresh');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('a new session (login or logout) starts without the previous user\'s answers', async () => {
    const store = createStore();
    const load = vi.fn(async () => 'rows');
    await cachedLookup('/customer/list-all', load);
    store.set(tokenAtom, 'another user');
    await cachedLookup('/customer/list-all', load);
    store.set(tokenAtom, null);
    await cachedLookup('/customer/list-all', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tells the watchers of a key when it is invalidated, until they stop watching', () => {
    const customers = vi.fn();
    const plans = vi.fn();
    const stop = watchLookup('/customer/list-all', customers);
    watchLookup('/plan/list-all', plans);
    invalidateLookup('/customer/list-all');
    expect([customers.mock.calls.length, plans.mock.calls.length]).toEqual([1, 0]);
    stop();
    invalidateLookup('/customer/list-all');
    expect(customers).toHaveBeenCalledTimes(1);
  });
});
