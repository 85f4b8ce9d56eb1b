import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '@drawdesk/ui/button';
import { IconFullScreenStroked, IconMoon, IconSetting, IconShrinkScreenStroked, IconSun } from '@drawdesk/ui/navbar-icons';
import { settingsAtom } from '../runtime/settings.js';
import { AvatarMenu } from './avatar-menu.js';
import styles from './default-layout.module.css';
import { LanguageButton } from './language-switch.js';
import { MessageBox } from './message-box.js';
import { useFullScreen } from './use-full-screen.js';

/** The top bar: product, language (confirmed: it reloads), light/dark, full screen, messages, settings, the user. */
export function Navbar({ openSettings }: { openSettings: () => void }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useAtom(settingsAtom);
  const screen = useFullScreen();
  const dark = settings.theme === 'dark';

  return (
    <header className={styles.navbar}>
      <strong className={styles.logo}>{t('product.name')}</strong>
      <span className={styles.spacer} />
      <LanguageButton />
      <Button
        theme="borderless"
        icon={dark ? <IconSun /> : <IconMoon />}
        aria-label={t(dark ? 'navbar.theme.toLight' : 'navbar.theme.toDark')}
        onClick={() => setSettings({ ...settings, theme: dark ? 'light' : 'dark' })}
      />
      <Button
        theme="borderless"
        icon={screen.fullScreen ? <IconShrinkScreenStroked /> : <IconFullScreenStroked />}
        aria-label={t(screen.fullScreen ? 'navbar.screen.exit' : 'navbar.screen.full')}
        onClick={screen.toggle}
      />
      <MessageBox />
      <Button theme="borderless" icon={<IconSetting />} aria-label={t('navbar.settings')} onClick={openSettings} />
      <AvatarMenu />
    </header>
  );
}
