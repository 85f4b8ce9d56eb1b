import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@drawdesk/shell';
import { addResources } from '@drawdesk/shell/host';
import { registryEntries } from './registry.js';
import { i18n } from './services.js';
import { checkShell, manifestOnce } from './shell-version.js';

/**
 * Tells the federation runtime where every remote is (once, when this loader first runs, which is when
 * the first remote page opens); nothing is downloaded until a page of a remote is opened.
 */
const registered = new Map<string, { name: string; entry: string }>();
for (const remote of registryEntries()) registered.set(remote.name, { name: remote.name, entry: remote.manifestUrl });
registerRemotes([...registered.values()]);
registerPlugins([manifestOnce]);

const loaded = new Map<string, Promise<RemoteModule>>();

/** Loads a remote's `./routes` once (and its translations); a failure is forgotten so Retry tries again. */
export function remoteModule(name: string): Promise<RemoteModule> {
  let pending = loaded.get(name);
  if (!pending) {
    const remote = registered.get(name);
    const checked = remote ? checkShell(name, remote.entry) : Promise.resolve();
    pending = checked.then(() => loadRemote<{ default: RemoteModule }>(`${name}/routes`)).then((module) => {
      if (!module) throw new Error(`The remote "${name}" exposes no ./routes`);
      addResources(i18n, module.default.resources);
      return module.default;
    });
    pending.catch(() => {
      loaded.delete(name);
      // The runtime remembers a failed remote: registering it again with force makes Retry fetch anew.
      if (remote) registerRemotes([remote], { force: true });
    });
    loaded.set(name, pending);
  }
  return pending;
}
