import type { RemoteEntry } from '@drawdesk/contracts';

/**
 * The registry read at start (bootstrap.tsx), kept for the remote loader (remotes.ts), which is itself
 * fetched with the first remote page: the login route carries no federation loading code of ours.
 */
let entries: readonly RemoteEntry[] = [];

export function keepRegistry(remotes: readonly RemoteEntry[]): void {
  entries = remotes;
}

export const registryEntries = (): readonly RemoteEntry[] => entries;
