import { useAtomValue } from 'jotai';
import type { CurrentUser } from '@drawdesk/contracts';
import { currentUserAtom } from './atoms.js';

/** The logged-in user (`GET /user/info`); null until the guard has read it. */
export const useCurrentUser = (): CurrentUser | null => useAtomValue(currentUserAtom);
