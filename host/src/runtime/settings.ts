import { atom } from 'jotai';
import { SETTINGS_KEY, readSettings, type Settings } from '../model/settings.js';

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

/**
 * What the page shows of the settings outside React: dark mode on body (Semi's switch), the
 * theme colour as Semi's primary colour variables, colour-weak as a filter.
 */
export function applySettings(settings: Settings): void {
  if (settings.theme === 'dark') document.body.setAttribute('theme-mode', 'dark');
  else document.body.removeAttribute('theme-mode');
  for (const [name, value] of Object.entries(primaryColours(settings.themeColor, settings.theme))) document.body.style.setProperty(name, value);
  document.documentElement.style.filter = settings.colorWeak ? 'invert(80%)' : '';
}

/**
 * Semi's primary colour and its states, derived from one colour. On the dark background the colour is lifted
 * towards white: the default #165DFF as link text on Semi's dark grey was 3.0:1, lifted 4.9:1 (and white on a
 * solid button 3.2:1, Semi's own dark primary gives 2.4:1).
 */
function primaryColours(chosen: string, theme: Settings['theme']): Record<string, string> {
  const colour = theme === 'dark' ? `color-mix(in srgb, ${chosen} 70%, white)` : chosen;
  return {
    '--semi-color-primary': colour,
    '--semi-color-primary-hover': `color-mix(in srgb, ${colour} 85%, white)`,
    '--semi-color-primary-active': `color-mix(in srgb, ${colour} 85%, black)`,
    '--semi-color-primary-light-default': `color-mix(in srgb, ${colour} 12%, transparent)`,
    '--semi-color-primary-light-hover': `color-mix(in srgb, ${colour} 20%, transparent)`,
    '--semi-color-primary-light-active': `color-mix(in srgb, ${colour} 28%, transparent)`,
    '--semi-color-focus-border': colour,
    '--semi-color-link': colour,
  };
}
