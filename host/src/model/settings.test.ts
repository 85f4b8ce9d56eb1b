import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, normaliseSettings, readSettings, settingsJson, showsFloatingSettingsButton } from './settings.js';

describe('settings', () => {
  it('defaults: light, #165DFF, navbar, menu, tab bar, no footer', () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ theme: 'light', themeColor: '#165DFF', navbar: true, tabBar: true, footer: false, menuFromServer: false });
  });

  it.each([
    ['garbage JSON', 'not json{'],
    ['a number', '42'],
    ['null', 'null'],
  ])('falls back to defaults for %s', (_name, stored) => {
    expect(readSettings(stored)).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['theme', 'blue'],
    ['themeColor', 'red'],
    ['themeColor', '#12345'],
    ['menuWidth', 20],
    ['menuWidth', 220.5],
    ['menuWidth', '300'],
    ['navbar', 'false'],
  ])('replaces a bad %s (%j) by its default', (key, value) => {
    expect(normaliseSettings({ [key]: value })).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps good values and drops unknown keys', () => {
    const settings = normaliseSettings({ theme: 'dark', themeColor: '#00B42A', menuWidth: 300, colorWeak: true, evil: '<script>' });
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', themeColor: '#00B42A', menuWidth: 300, colorWeak: true });
  });

  it('a top menu forces menu collapse off', () => {
    expect(normaliseSettings({ topMenu: true, menuCollapse: true })).toMatchObject({ topMenu: true, menuCollapse: false });
    expect(normaliseSettings({ topMenu: false, menuCollapse: true })).toMatchObject({ menuCollapse: true });
  });

  it('copies as JSON that reads back to the same settings', () => {
    const settings = normaliseSettings({ theme: 'dark', footer: false });
    expect(readSettings(settingsJson(settings))).toEqual(settings);
  });

  it('shows the floating button only when the navbar is hidden', () => {
    expect(showsFloatingSettingsButton(DEFAULT_SETTINGS)).toBe(false);
    expect(showsFloatingSettingsButton({ ...DEFAULT_SETTINGS, navbar: false })).toBe(true);
  });
});
