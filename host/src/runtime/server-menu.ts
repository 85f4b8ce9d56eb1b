import { atom } from 'jotai';
import { type MenuItem, userMenu } from '@drawdesk/contracts';
import { api, store } from './services.js';

/** The server's menu (`POST /user/menu`) while "menu from server" is on; null until loaded. */
export const serverMenuAtom = atom<MenuItem[] | null>(null);

export async function loadServerMenu(options: { silent?: boolean } = {}): Promise<MenuItem[]> {
  const menu = await api.call(userMenu, undefined, options);
  store.set(serverMenuAtom, menu);
  return menu;
}

/** The pages the server's menu lists: with "menu from server" on, the guard lets only these open. */
export const menuPaths = (menu: readonly MenuItem[]): string[] => menu.flatMap((item) => item.children.map((page) => page.path));
