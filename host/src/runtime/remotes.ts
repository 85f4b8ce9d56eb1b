import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@drawdesk/contracts';
import { addResources, type RemoteModule } from '@drawdesk/shell';
import { i18n } from './services.js';

/** Tells the federation runtime where every remote is; nothing is downloaded until a page of it is opened. */
export function registerRegistry(remotes: readonly RemoteEntry[]): void {
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })));
}

const loaded = new Map<string, Promise<RemoteModule>>();

/** Loads a remote's `./routes` once (and its translations); a failure is forgotten so Retry tries again. */
export function remoteModule(name: string): Promise<RemoteModule> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = loadRemote<{ default: RemoteModule }>(`${name}/routes`).then((module) => {
      if (!module) throw new Error(`The remote "${name}" exposes no ./routes`);
      addResources(i18n, module.default.resources);
      return module.default;
    });
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}
