import type { ReactNode } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { MENU_WIDTH, normaliseSettings, settingsJson, type Settings } from '../model/settings.js';
import { Button } from '@drawdesk/ui/button';
import { InputNumber } from '@drawdesk/ui/input-number';
import { Select } from '@drawdesk/ui/select';
import { SideSheet } from '@drawdesk/ui/side-sheet';
import { Switch } from '@drawdesk/ui/switch';
import { Toast } from '@drawdesk/ui/toast';
import { loadServerMenu } from '../runtime/server-menu.js';
import { settingsAtom } from '../runtime/settings.js';
import styles from './default-layout.module.css';
import { useLanguageSwitch } from './language-switch.js';
import { ThemeColours } from './theme-colours.js';
import { useFullScreen } from './use-full-screen.js';

type ContentToggle = keyof Settings & ('navbar' | 'menu' | 'topMenu' | 'tabBar' | 'footer');

const CONTENT: { key: ContentToggle; label: string }[] = [
  { key: 'navbar', label: 'settings.navbar' },
  { key: 'menu', label: 'settings.menu' },
  { key: 'topMenu', label: 'settings.topMenu' },
  { key: 'tabBar', label: 'settings.tabBar' },
  { key: 'footer', label: 'settings.footer' },
];

/** The settings drawer (300 px): every change applies at once and persists; "copy settings" gives the JSON. */
export default function SettingsDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useAtom(settingsAtom);
  const language = useLanguageSwitch();
  const screen = useFullScreen();
  const change = (patch: Partial<Settings>) => setSettings(normaliseSettings({ ...settings, ...patch }));

  const row = (label: string, control: ReactNode) => (
    <label key={label} className={styles.settingRow}>
      <span>{label}</span>
      {control}
    </label>
  );
  const toggle = (label: string, checked: boolean, onChange: (on: boolean) => void) =>
    row(t(label), <Switch aria-label={t(label)} checked={checked} onChange={onChange} />);

  async function menuFromServer(on: boolean) {
    if (!on) return change({ menuFromServer: false });
    Toast.info(t('settings.loading'));
    try {
      await loadServerMenu({ silent: true });
      change({ menuFromServer: true });
      Toast.success(t('settings.success'));
    } catch {
      Toast.error(t('settings.error'));
    }
  }

  async function copy() {
    await navigator.clipboard.writeText(settingsJson(settings));
    Toast.success(t('settings.copySettings.message'));
  }

  return (
    <SideSheet
      title={t('settings.title')}
      visible={visible}
      onCancel={onClose}
      width={300}
      footer={
        <div className={styles.settingFooter}>
          <Button onClick={copy}>{t('settings.copySettings')}</Button>
          <Button theme="solid" onClick={onClose}>
            {t('settings.close')}
          </Button>
        </div>
      }
    >
      <h4>{t('settings.themeColor')}</h4>
      <ThemeColours value={settings.themeColor} onChange={(themeColor) => change({ themeColor })} />
      <h4>{t('settings.content')}</h4>
      {CONTENT.map(({ key, label }) => toggle(label, settings[key], (on) => change({ [key]: on })))}
      {row(
        t('settings.menuWidth'),
        <InputNumber
          style={{ width: 80 }}
          aria-label={t('settings.menuWidth')}
          min={MENU_WIDTH.min}
          max={MENU_WIDTH.max}
          value={settings.menuWidth}
          onNumberChange={(width) => Number.isInteger(width) && change({ menuWidth: width })}
        />,
      )}
      {toggle('settings.menuFromServer', settings.menuFromServer, (on) => void menuFromServer(on))}
      <h4>{t('settings.otherSettings')}</h4>
      {toggle('settings.colorWeak', settings.colorWeak, (on) => change({ colorWeak: on }))}
      {toggle('navbar.theme.toDark', settings.theme === 'dark', (on) => change({ theme: on ? 'dark' : 'light' }))}
      {toggle('navbar.screen.full', screen.fullScreen, screen.toggle)}
      {row(
        t('settings.language'),
        <Select
          aria-label={t('settings.language')}
          style={{ width: 110 }}
          value={language.locale}
          onChange={(value) => language.request(value === 'en-US' ? 'en-US' : 'zh-CN')}
          optionList={[
            { value: 'zh-CN', label: '中文' },
            { value: 'en-US', label: 'English' },
          ]}
        />,
      )}
    </SideSheet>
  );
}
