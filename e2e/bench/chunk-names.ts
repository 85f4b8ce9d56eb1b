import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../system.js';

type Assets = { js: { sync: string[]; async: string[] } };
type Manifest = {
  metaData: { remoteEntry: { name: string } };
  shared: { name: string; assets: Assets }[];
  exposes: { path: string; assets: Assets }[];
};

/**
 * What each built file is, by the URL path the server gives it, from the federation manifests:
 * `shared react-dom` (one or more shared modules), `exposes ./routes`, `remote entry`, or `entry` (the host's main).
 * Files none of these name (a page's own lazy chunks) have no entry.
 */
export function chunkNames(): Map<string, string> {
  const names = new Map<string, string>();
  const apps = [{ dir: path.join(ROOT, 'host', 'dist'), url: '/' }];
  for (const remote of fs.readdirSync(path.join(ROOT, 'remotes'))) apps.push({ dir: path.join(ROOT, 'remotes', remote, 'dist'), url: `/remotes/${remote}/` });
  for (const app of apps) {
    const manifestFile = path.join(app.dir, 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const add = (file: string, name: string) => {
      const url = app.url + path.basename(file);
      const known = names.get(url);
      names.set(url, known?.startsWith('shared ') && name.startsWith('shared ') ? `${known}, ${name.slice('shared '.length)}` : (known ?? name));
    };
    for (const shared of manifest.shared) for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) add(file, `shared ${shared.name}`);
    for (const exposed of manifest.exposes) for (const file of exposed.assets.js.sync) add(file, `exposes ${exposed.path}`);
    if (manifest.metaData.remoteEntry.name) add(manifest.metaData.remoteEntry.name, 'remote entry');
    for (const file of fs.readdirSync(app.dir)) if (/^main\.[0-9a-f]{8}\.js$/.test(file)) add(file, 'entry');
  }
  return names;
}
