import { WORKPLACE_TAB } from '../model/tabs.js';
import { serverMenuAtom } from './server-menu.js';
import { store } from './services.js';
import { recentAtom, reloadsAtom, tabsAtom } from './tabs.js';

/** What a session leaves behind, forgotten when it ends (logout, expiry, a refused token): the next user starts clean. */
export function forgetSession(): void {
  store.set(tabsAtom, [WORKPLACE_TAB]);
  store.set(recentAtom, []);
  store.set(reloadsAtom, {});
  store.set(serverMenuAtom, null);
}
