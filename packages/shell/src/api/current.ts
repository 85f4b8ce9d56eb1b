import type { ApiClient } from './client.js';

let current: ApiClient | undefined;

/** The host installs its API client once; remotes reach it through the shared shell, never by import of the host. */
export function installApi(client: ApiClient): void {
  current = client;
}

export function api(): ApiClient {
  if (!current) throw new Error('No API client installed: the host calls installApi() before rendering');
  return current;
}
