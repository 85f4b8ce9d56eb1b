import fs from 'node:fs';
import { Value } from 'typebox/value';
import { Registry } from '@drawdesk/contracts';

/** Reads and checks deploy/remotes.json; a malformed registry is an error naming the place. */
export function loadRegistry(file: string): Registry {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the remote registry ${file}: ${(error as Error).message}`, { cause: error });
  }
  if (!Value.Check(Registry, json)) {
    const [first] = Value.Errors(Registry, json);
    throw new Error(`The remote registry ${file} is invalid at ${first?.instancePath || '/'}: ${first?.message}`);
  }
  return json;
}

/**
 * The registry as it is now: re-read when the file changes, so publishing or rolling back
 * a remote (which rewrites the file) takes effect without a restart. A broken rewrite
 * keeps the last good registry and is reported once.
 */
export function registryStore(file: string, onError: (error: Error) => void) {
  let registry = loadRegistry(file);
  let seen = fs.statSync(file).mtimeMs;
  return {
    current(): Registry {
      try {
        const mtime = fs.statSync(file).mtimeMs;
        if (mtime !== seen) {
          seen = mtime;
          registry = loadRegistry(file);
        }
      } catch (error) {
        onError(error as Error);
      }
      return registry;
    },
  };
}
export type RegistryStore = ReturnType<typeof registryStore>;
