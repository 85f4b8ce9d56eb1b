/** The console's appearance and layout settings (the settings drawer), persisted in local storage. */
export type Settings = {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  menuCollapse: boolean;
  tabBar: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  menuFromServer: boolean;
};

export const DEFAULT_SETTINGS: Settings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  menuCollapse: false,
  tabBar: true,
  footer: false,
  themeColor: '#165DFF',
  menuWidth: 220,
  menuFromServer: false,
};

export const SETTINGS_KEY = 'settings';
export const MENU_WIDTH = { min: 160, max: 480 } as const;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * Settings from untrusted storage or a pasted JSON: unknown keys dropped, wrong values
 * replaced by defaults, and the one coupling applied (a top menu cannot be collapsed).
 */
export function normaliseSettings(input: unknown): Settings {
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const pick = <K extends keyof Settings>(key: K, valid: (value: unknown) => boolean): Settings[K] =>
    valid(raw[key]) ? (raw[key] as Settings[K]) : DEFAULT_SETTINGS[key];
  const isBoolean = (v: unknown) => typeof v === 'boolean';
  const settings: Settings = {
    theme: pick('theme', (v) => v === 'light' || v === 'dark'),
    colorWeak: pick('colorWeak', isBoolean),
    navbar: pick('navbar', isBoolean),
    menu: pick('menu', isBoolean),
    topMenu: pick('topMenu', isBoolean),
    menuCollapse: pick('menuCollapse', isBoolean),
    tabBar: pick('tabBar', isBoolean),
    footer: pick('footer', isBoolean),
    themeColor: pick('themeColor', (v) => typeof v === 'string' && HEX_COLOUR.test(v)),
    menuWidth: pick('menuWidth', (v) => Number.isInteger(v) && (v as number) >= MENU_WIDTH.min && (v as number) <= MENU_WIDTH.max),
    menuFromServer: pick('menuFromServer', isBoolean),
  };
  return settings.topMenu ? { ...settings, menuCollapse: false } : settings;
}

export function readSettings(stored: string | null): Settings {
  try {
    return normaliseSettings(stored === null ? {} : JSON.parse(stored));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** "Copy settings": the JSON an operator can paste back or send to support. */
export const settingsJson = (settings: Settings) => JSON.stringify(settings, null, 2);

/** The floating settings button shows when the navbar (and so its settings button) is hidden. */
export const showsFloatingSettingsButton = (settings: Settings) => !settings.navbar;
