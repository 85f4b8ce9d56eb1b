import type { Registry } from './registry.js';

/** A remote as found on disk: its folder name and the page keys of its `./routes` module. */
export type RemoteOnDisk = { name: string; pages: readonly string[] };

const list = (paths: readonly string[]) => paths.join(', ');

/**
 * Where a registry and the remotes disagree (empty when they agree): an entry without a remote folder,
 * a remote whose pages and registry routes differ, and a path claimed by two remotes. The menu is built
 * from the registry and the pages come from the remote, so any of these is a menu item that opens an error.
 */
export function registryProblems(registry: Registry, remotes: readonly RemoteOnDisk[]): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string[]>();
  for (const entry of registry.remotes) {
    for (const route of entry.routes) owners.set(route.path, [...(owners.get(route.path) ?? []), entry.name]);
    const remote = remotes.find((r) => r.name === entry.name);
    if (!remote) {
      problems.push(`registry entry "${entry.name}" has no remote folder remotes/${entry.name}`);
      continue;
    }
    const routes = entry.routes.map((r) => r.path);
    const unlisted = remote.pages.filter((page) => !routes.includes(page));
    const pageless = routes.filter((route) => !remote.pages.includes(route));
    if (unlisted.length > 0) problems.push(`remote "${entry.name}" has pages the registry does not list: ${list(unlisted)}`);
    if (pageless.length > 0) problems.push(`registry entry "${entry.name}" lists routes its remote has no page for: ${list(pageless)}`);
  }
  for (const [path, names] of owners) {
    if (names.length > 1) problems.push(`path ${path} is claimed by ${names.map((n) => `"${n}"`).join(' and ')}`);
  }
  return problems;
}
