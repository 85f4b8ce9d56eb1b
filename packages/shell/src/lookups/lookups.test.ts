import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint, type Endpoint } from '@drawdesk/contracts';
import { clearLookups } from '../cache/lookup-cache.js';
import { installApi } from '../api/current.js';
import type { ApiClient } from '../api/client.js';
import { defineLookup, lookups } from './lookups.js';

// A client that answers every call with the endpoint's path and how many times it was asked: enough to see loads.
function countingApi() {
  const call = vi.fn(async (endpoint: Endpoint) => `${endpoint.path}#${call.mock.calls.length}`);
  installApi({ call } as unknown as ApiClient);
  return call;
}

describe('typed lookups', () => {
  afterEach(clearLookups);

  it('each named lookup reads its own path once until invalidated, and its watchers hear of the invalidation', async () => {
    const get = countingApi();
    expect(await lookups.plans.load()).toBe('/plan/list-all#1');
    expect(await lookups.plans.load()).toBe('/plan/list-all#1');
    expect(await lookups.agents.load()).toBe('/agent/list-all#2');

    const heard = vi.fn();
    const stop = lookups.plans.watch(heard);
    lookups.plans.invalidate();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await lookups.plans.load()).toBe('/plan/list-all#3');
    // Only the invalidated lookup is read again.
    expect(await lookups.agents.load()).toBe('/agent/list-all#2');
    stop();
    lookups.plans.invalidate();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('a change invalidates after it succeeded, not after it failed', async () => {
    countingApi();
    const heard = vi.fn();
    const stop = lookups.customers.watch(heard);
    expect(await lookups.customers.after(Promise.resolve('saved'))).toBe('saved');
    expect(heard).toHaveBeenCalledTimes(1);
    await expect(lookups.customers.after(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('two lookups of one path share the load (the path is the key)', async () => {
    const get = countingApi();
    const mine = defineLookup(endpoint<void, string>('GET', '/customer/list-all', 'login'));
    expect(await mine.load()).toBe(await lookups.customers.load());
    expect(get).toHaveBeenCalledTimes(1);
  });
});
