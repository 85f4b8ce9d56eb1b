import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

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
  const text = await response.text();
  checkedManifests.set(absolute(manifestUrl), text);
  const manifest = JSON.parse(text) as Manifest;
  const shared = manifest.shared?.find((s) => s.name === SHELL);
  const needs = shared?.requiredVersion ?? shared?.version;
  const has = consoleShell();
  if (needs === undefined || has === undefined) return; // a remote that does not use the shell, or no shell to compare with
  if (major(needs) !== major(has)) throw new ShellMismatch(remote, needs, has);
}

const absolute = (url: string) => new URL(url, location.href).href;
/** Manifests read by `checkShell`, until the federation runtime asks for them. */
const checkedManifests = new Map<string, string>();

/**
 * Hands the runtime the manifest `checkShell` has just read, so opening a remote costs one round trip for
 * its manifest, not two in a row; any other fetch (and a retry, which checks anew) goes to the network.
 */
export const manifestOnce: ModuleFederationRuntimePlugin = {
  name: 'drawdesk-manifest-once',
  fetch(url) {
    const key = absolute(url);
    const text = checkedManifests.get(key);
    if (text === undefined) return undefined;
    checkedManifests.delete(key);
    return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
  },
};
