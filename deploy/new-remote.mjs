// `pnpm remote:new <name> [--zh 标题] [--en Title]`: a new remote from deploy/remote-template (routes, translations,
// one list page, a test), with a free dev port and its registry entry. REMOTES_DIR and REGISTRY_FILE as for the server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = path.join(ROOT, 'deploy', 'remote-template');
const fromRoot = (value, fallback) => (value ? path.resolve(value) : path.join(ROOT, fallback));
const REMOTES_DIR = fromRoot(process.env.REMOTES_DIR, 'remotes');
const REGISTRY_FILE = fromRoot(process.env.REGISTRY_FILE, 'deploy/remotes.json');
// The federation name of a build must be a JavaScript identifier, and the registry name is the federation name.
const NAME = /^[a-z][a-z0-9]*$/;
const FIRST_PORT = 3001;

function fail(message) {
  console.error(`refused: ${message}`);
  process.exit(1);
}

const [name, ...rest] = process.argv.slice(2);
const option = (flag) => {
  const at = rest.indexOf(flag);
  return at >= 0 ? rest[at + 1] : undefined;
};
if (!NAME.test(name ?? '')) fail('usage: pnpm remote:new <name> [--zh 标题] [--en Title]; the name is lower case letters and digits (no dashes: it is the federation name, a JavaScript identifier)');
const titleZh = option('--zh') ?? name;
const titleEn = option('--en') ?? name;
const folder = path.join(REMOTES_DIR, name);
const registry = JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8'));
if (fs.existsSync(folder)) fail(`${folder} exists`);
if (registry.remotes.some((r) => r.name === name)) fail(`the registry ${REGISTRY_FILE} already has a remote "${name}"`);
if (registry.remotes.some((r) => r.basePath === `/${name}`)) fail(`the path /${name} belongs to another remote`);

/** The dev ports the remotes (and the host, 3000) already use, from their rspack configs: the new one takes the next. */
function freePort() {
  const used = [3000];
  for (const dir of [REMOTES_DIR, path.join(ROOT, 'remotes')]) {
    if (!fs.existsSync(dir)) continue;
    for (const remote of fs.readdirSync(dir)) {
      const config = path.join(dir, remote, 'rspack.config.mjs');
      const port = fs.existsSync(config) && /port: (\d+)/.exec(fs.readFileSync(config, 'utf8'));
      if (port) used.push(Number(port[1]));
    }
  }
  let port = FIRST_PORT;
  while (used.includes(port)) port += 1;
  return port;
}

const values = {
  __name__: name,
  __title_zh__: titleZh,
  __title_en__: titleEn,
  __port__: String(freePort()),
  __root__: path.relative(folder, ROOT).split(path.sep).join('/'),
};
const fill = (text) => Object.entries(values).reduce((out, [key, value]) => out.replaceAll(key, value), text);

function copy(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copy(path.join(from, entry.name), path.join(to, entry.name));
    else fs.writeFileSync(path.join(to, entry.name.replace(/\.tmpl$/, '')), fill(fs.readFileSync(path.join(from, entry.name), 'utf8')));
  }
}
copy(TEMPLATE, folder);

const listPath = `/${name}/list`;
registry.remotes.push({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  version: '0.1.0',
  basePath: `/${name}`,
  roles: [],
  order: Math.max(0, ...registry.remotes.map((r) => r.order)) + 1,
  icon: 'IconFile',
  title: { 'zh-CN': titleZh, 'en-US': titleEn },
  routes: [{ path: listPath, title: { 'zh-CN': `${titleZh}列表`, 'en-US': `${titleEn} list` } }],
});
const temp = `${REGISTRY_FILE}.${process.pid}.tmp`;
fs.writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
fs.renameSync(temp, REGISTRY_FILE);

console.log(`remote "${name}" created in ${path.relative(process.cwd(), folder) || '.'} (dev port ${values.__port__}), listed in ${path.relative(process.cwd(), REGISTRY_FILE)} at ${listPath}.
Next: pnpm install (links the new package), then pnpm dev, and open ${listPath}. What a team edits: README, "A new remote".`);
