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

/** What the page shows of the settings outside React: dark mode on body (Semi's switch), colour-weak as a filter. */
export function applySettings(settings: Settings): void {
  if (settings.theme === 'dark') document.body.setAttribute('theme-mode', 'dark');
  else document.body.removeAttribute('theme-mode');
  document.documentElement.style.filter = settings.colorWeak ? 'invert(80%)' : '';
}
