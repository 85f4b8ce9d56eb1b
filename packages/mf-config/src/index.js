import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../../..');

/** The version catalog of pnpm-workspace.yaml: the one version of every shared dependency. */
export function catalogVersions(file = path.join(REPO_ROOT, 'pnpm-workspace.yaml')) {
  const versions = {};
  let inCatalog = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\S/.test(line)) inCatalog = line.startsWith('catalog:');
    const entry = inCatalog && /^\s+"?([^":]+)"?:\s*([^\s#]+)/.exec(line);
    if (entry) versions[entry[1]] = entry[2];
  }
  return versions;
}

/** Shared as one copy for host and every remote; only the host loads them eagerly. */
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'jotai', 'i18next', 'react-i18next'];
/** Workspace packages shared the same way; their major version is the contract between host and remotes. */
export const WORKSPACE_SINGLETONS = ['@drawdesk/shell'];
/**
 * Workspace packages shared module by module (a trailing slash shares every subpath): the Semi facade, so a
 * page downloads the components it uses and each of them once, and the domain blocks built on it.
 */
export const WORKSPACE_SUBPATH_SINGLETONS = ['@drawdesk/ui', '@drawdesk/blocks'];

/**
 * Entries of the shell shared on their own and never eagerly: the host provides each (nothing of it downloads
 * until a remote page imports it) at the shell's version, and a remote requires the shell's major, as for the
 * shell itself. `./lottery` is the domain core the remotes use: one copy for the console, not one per remote.
 */
export const SHELL_ENTRIES = { '@drawdesk/shell/lottery': 'packages/shell/src/lottery.ts' };

/**
 * Build-time overrides of a workspace package's version, for fixture builds only: the e2e test of the
 * shell-version refusal builds a remote as if against another shell with `DRAWDESK_SHELL_VERSION=99.0.0`.
 */
const OVERRIDES = { '@drawdesk/shell': 'DRAWDESK_SHELL_VERSION' };

export function workspaceVersion(name, env = process.env) {
  const override = OVERRIDES[name] && env[OVERRIDES[name]];
  if (override) {
    if (!/^\d+\.\d+\.\d+$/.test(override)) throw new Error(`${OVERRIDES[name]} must be a version like 2.0.0, not "${override}"`);
    return override;
  }
  const folder = name.replace('@drawdesk/', '');
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages', folder, 'package.json'), 'utf8')).version;
}

/**
 * Singletons shared as a module of ours in place of the package, under the package's name and version:
 * react-router-dom as the router exports the console uses (react-router-dom.js), react-i18next as the three
 * names the console uses (react-i18next.js), so they are tree-shaken.
 */
export const SHARED_AS = {
  'react-router-dom': '@drawdesk/mf-config/react-router-dom',
  // By its path: the shell and the Semi facade use react-i18next too, and they do not depend on this package.
  'react-i18next': path.join(HERE, 'react-i18next.js'),
};

/** The `shared` section of a federation config: explicit versions, never `workspace:*`. */
export function sharedSingletons({ eager = false } = {}) {
  const catalog = catalogVersions();
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, eager, requiredVersion: catalog[name], version: catalog[name], ...(SHARED_AS[name] ? { import: SHARED_AS[name] } : {}) };
  }
  for (const name of WORKSPACE_SINGLETONS) {
    const version = workspaceVersion(name);
    shared[name] = { singleton: true, eager, version, requiredVersion: `^${version}`, strictVersion: true };
  }
  for (const name of WORKSPACE_SUBPATH_SINGLETONS) {
    const version = workspaceVersion(name);
    shared[`${name}/`] = { singleton: true, eager, version, requiredVersion: `^${version}`, strictVersion: true };
  }
  return shared;
}

/** The `shared` section for the shell's own entries: the host provides them from their files, a remote consumes them. */
export function sharedShellEntries({ host = false } = {}) {
  const version = workspaceVersion('@drawdesk/shell');
  const shared = {};
  for (const [name, file] of Object.entries(SHELL_ENTRIES)) {
    shared[name] = { singleton: true, eager: false, version, requiredVersion: `^${version}`, strictVersion: true, ...(host ? { import: path.join(REPO_ROOT, file) } : {}) };
  }
  return shared;
}

/**
 * Every module of a package shared module by module, as `{ '@drawdesk/ui/button': '/…/packages/ui/src/button.ts' }`:
 * the package's exports map (its named entries and, for the facade, `./*` for each `src/*.ts`), without the
 * CSS-only `base`.
 */
export function packageModules(name) {
  const folder = path.join(REPO_ROOT, 'packages', name.replace('@drawdesk/', ''));
  const { exports } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const modules = {};
  for (const [subpath, file] of Object.entries(exports)) {
    if (subpath !== './*') modules[`${name}/${subpath.slice(2)}`] = path.join(folder, file);
  }
  if (!exports['./*']) return modules;
  for (const file of fs.readdirSync(path.join(folder, 'src'))) {
    const module = /^([\w-]+)\.ts$/.exec(file)?.[1];
    if (module && module !== 'base' && !modules[`${name}/${module}`]) modules[`${name}/${module}`] = path.join(folder, 'src', file);
  }
  return modules;
}

/**
 * The host provides every module of the facade and of the blocks, used by itself or not (an explicit path is
 * provided even when nothing imports it; it downloads only when a page asks for it). A remote then gets the
 * host's date picker, list kit, cascader or ledger, whose chunks reuse the Semi code the host has already
 * loaded, instead of its own copy, which brings a second copy of Semi's inner parts (button, input, popover...)
 * along: Semi's components import each other directly, past the facade.
 */
function providedByHost() {
  const shared = {};
  for (const name of WORKSPACE_SUBPATH_SINGLETONS) {
    const version = workspaceVersion(name);
    for (const [module, file] of Object.entries(packageModules(name))) shared[module] = { import: file, singleton: true, version, requiredVersion: `^${version}`, strictVersion: true };
  }
  return shared;
}

/** A name a `var` container can be declared with; a registry name may also have dashes (`number-analysis`). */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The federation options of an app: manifest on, type generation off (it slows builds 4-8x and runtime remotes do not use it).
 * A name with a dash cannot be declared as a variable: its container is a property of the global object instead
 * (`globalThis['number-analysis']`), which the federation runtime reads the same way.
 */
export function federation({ name, exposes, eager = false }) {
  return {
    name,
    exposes,
    ...(IDENTIFIER.test(name) ? {} : { library: { type: 'global', name } }),
    manifest: true,
    dts: false,
    shared: { ...sharedSingletons({ eager }), ...sharedShellEntries({ host: !exposes }), ...(exposes ? {} : providedByHost()) },
    shareStrategy: 'loaded-first',
    experiments: {
      // Browser code only: the runtime's Node paths are left out of every app.
      optimization: { target: 'web' },
      // One federation runtime per page: the host provides it (global `_FEDERATION_RUNTIME_CORE`) and a remote,
      // which only ever runs inside the host, uses it instead of carrying its own copy in its entry.
      ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
    },
  };
}
