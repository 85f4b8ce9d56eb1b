import { atom } from 'jotai';
import { WORKPLACE_TAB, type Tab } from '../model/tabs.js';

/** The open tabs of the tab bar, in order; the Workplace tab is always first. */
export const tabsAtom = atom<Tab[]>([WORKPLACE_TAB]);

/** Pages visited in this session, newest first (the workplace's "recently visited"). */
export const recentAtom = atom<Tab[]>([]);

/** How many times each page was reloaded from the tab bar: a new count remounts the page. */
export const reloadsAtom = atom<Record<string, number>>({});
