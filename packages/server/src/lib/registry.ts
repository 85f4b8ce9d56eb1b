import fs from 'node:fs';
import { Value } from 'typebox/value';
import { Registry, type RemoteEntry } from '@drawdesk/contracts';

/** Reads deploy/remotes.json; a malformed registry stops the server with the reason. */
export function loadRegistry(file: string): RemoteEntry[] {
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
  return json.remotes;
}
