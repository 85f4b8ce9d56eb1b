import type { ReactNode } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { MENU_WIDTH, normaliseSettings, settingsJson, type Settings } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { InputNumber } from '@drawdesk/ui/input-number';
import { SideSheet } from '@drawdesk/ui/side-sheet';
import { Switch } from '@drawdesk/ui/switch';
import { Toast } from '@drawdesk/ui/toast';
import { settingsAtom } from '../runtime/settings.js';
import styles from './default-layout.module.css';

type Toggle = { key: keyof Settings & ('navbar' | 'menu'); label: string };

// Only what the layout already honours; top menu, tab bar, footer and menu-from-server join with their parts.
const CONTENT: Toggle[] = [
  { key: 'navbar', label: 'settings.navbar' },
  { key: 'menu', label: 'settings.menu' },
];

/** The settings drawer (300 px): every change applies at once and persists; "copy settings" gives the JSON. */
export function SettingsDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useAtom(settingsAtom);
  const change = (patch: Partial<Settings>) => setSettings(normaliseSettings({ ...settings, ...patch }));

  const row = (label: string, control: ReactNode) => (
    <label className={styles.settingRow}>
      <span>{label}</span>
      {control}
    </label>
  );

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
      <h4>{t('settings.content')}</h4>
      {CONTENT.map(({ key, label }) => row(t(label), <Switch aria-label={t(label)} checked={settings[key]} onChange={(on) => change({ [key]: on })} />))}
      {row(
        t('settings.menuWidth'),
        <InputNumber
          style={{ width: 80 }}
          min={MENU_WIDTH.min}
          max={MENU_WIDTH.max}
          value={settings.menuWidth}
          onNumberChange={(width) => Number.isInteger(width) && change({ menuWidth: width })}
        />,
      )}
      <h4>{t('settings.otherSettings')}</h4>
      {row(t('settings.colorWeak'), <Switch aria-label={t('settings.colorWeak')} checked={settings.colorWeak} onChange={(on) => change({ colorWeak: on })} />)}
      {row(
        t('navbar.theme.toDark'),
        <Switch aria-label={t('navbar.theme.toDark')} checked={settings.theme === 'dark'} onChange={(on) => change({ theme: on ? 'dark' : 'light' })} />,
      )}
    </SideSheet>
  );
}
