import { atom } from 'jotai';
import { SETTINGS_KEY, readSettings, type Settings } from '@drawdesk/shell';

const settingsValue = atom<Settings>(readSettings(localStorage.getItem(SETTINGS_KEY)));

/** The console's settings, persisted in local storage and applied to the page (theme mode on body). */
export const settingsAtom = atom(
  (get) => get(settingsValue),
  (_get, set, settings: Settings) => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    set(settingsValue, settings);
    applySettings(settings);
  },
);

export function applySettings(settings: Settings): void {
  if (settings.theme === 'dark') document.body.setAttribute('theme-mode', 'dark');
  else document.body.removeAttribute('theme-mode');
}
