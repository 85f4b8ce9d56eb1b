import { createRoot } from 'react-dom/client';
import type { Registry } from '@drawdesk/contracts';
import { App } from './app.js';
import { keepRegistry } from './runtime/registry.js';
import { store } from './runtime/services.js';
import { applySettings, settingsAtom } from './runtime/settings.js';

// The registry is read at every start, never from a cache: routes and menus exist before any remote code.
const registry = (await fetch('/remotes.json', { cache: 'no-store' }).then((r) => r.json())) as Registry;
keepRegistry(registry.remotes);
applySettings(store.get(settingsAtom));
createRoot(document.getElementById('root')!).render(<App remotes={registry.remotes} />);
