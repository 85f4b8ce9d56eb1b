import { getInstance } from '@module-federation/enhanced/runtime';

const SHELL = '@drawdesk/shell';

/** A remote built against another major of the shell: refused before any of its code runs (docs/architecture.md#the-shell-contract). */
export class ShellMismatch extends Error {
  constructor(
    readonly remote: string,
    readonly needs: string,
    readonly has: string,
  ) {
    super(`The remote "${remote}" needs ${SHELL} ${needs}; this console has ${has}`);
  }
}

type Manifest = { name?: string; shared?: { name: string; requiredVersion?: string; version?: string }[] };

const major = (version: string) => /(\d+)/.exec(version)?.[1];

/** The shell this console provides to remotes, as registered with the federation runtime. */
function consoleShell(): string | undefined {
  return getInstance()?.options.shared[SHELL]?.[0]?.version;
}

/**
 * Reads a remote's manifest (its shared section says which shell it was built against) before its
 * remoteEntry is loaded, and refuses it when the majors differ: the shell's major version is the contract.
 */
export async function checkShell(remote: string, manifestUrl: string): Promise<void> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json()) as Manifest;
  const shared = manifest.shared?.find((s) => s.name === SHELL);
  const needs = shared?.requiredVersion ?? shared?.version;
  const has = consoleShell();
  if (needs === undefined || has === undefined) return; // a remote that does not use the shell, or no shell to compare with
  if (major(needs) !== major(has)) throw new ShellMismatch(remote, needs, has);
}
