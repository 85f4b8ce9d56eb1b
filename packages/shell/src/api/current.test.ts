import { describe, expect, it } from 'vitest';
import { api, installApi } from './current.js';
import { createApiClient } from './client.js';

describe('the installed API client', () => {
  it('is refused before the host installs one, then shared with every caller', () => {
    expect(() => api()).toThrow(/installApi/);
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:1', getToken: () => null, getLanguage: () => 'zh-CN', notifier: { error: () => undefined, sessionExpired: () => undefined }, messages: { system: 's', failed: 'f' } });
    installApi(client);
    expect(api()).toBe(client);
  });
});
