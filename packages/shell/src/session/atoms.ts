import { atom } from 'jotai';
import type { CurrentUser, Role } from '@drawdesk/contracts';
import { clearLookups } from '../cache/lookup-cache.js';

/** docs/promises.md#accounts-and-sessions: the console keeps the bearer token in local storage under `token`. */
export const TOKEN_KEY = 'token';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

const tokenValueAtom = atom<string | null>(storage()?.getItem(TOKEN_KEY) ?? null);

/**
 * The bearer token, written through to local storage so a reload stays logged in. A new session
 * (or none) forgets the cached lookups: another user may see other rows.
 */
export const tokenAtom = atom(
  (get) => get(tokenValueAtom),
  (_get, set, token: string | null) => {
    clearLookups();
    if (token === null) storage()?.removeItem(TOKEN_KEY);
    else storage()?.setItem(TOKEN_KEY, token);
    set(tokenValueAtom, token);
  },
);

/** `GET /user/info` of the logged-in user; null until fetched. */
export const currentUserAtom = atom<CurrentUser | null>(null);

export const roleAtom = atom<Role | undefined>((get) => get(currentUserAtom)?.role);
