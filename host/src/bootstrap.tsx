import { createRoot } from 'react-dom/client';
import { HOST_MENU, type Registry } from '@drawdesk/contracts';
import { routeRules } from '@drawdesk/shell';
import { App } from './app.js';
import { registerRegistry } from './runtime/remotes.js';

// The registry is read at every start, never from a cache: routes and menus exist before any remote code.
const registry = (await fetch('/remotes.json', { cache: 'no-store' }).then((r) => r.json())) as Registry;
registerRegistry(registry.remotes);
createRoot(document.getElementById('root')!).render(<App routes={routeRules([...HOST_MENU, ...registry.remotes])} />);
