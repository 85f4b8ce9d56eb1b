import { userLogout } from '@drawdesk/contracts';
import { startTransition } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentUserAtom, tokenAtom } from '@drawdesk/shell/host';
import { Dropdown } from '@drawdesk/ui/dropdown';
import { Tooltip } from '@drawdesk/ui/tooltip';
import { api } from '../runtime/services.js';
import styles from './avatar-menu.module.css';

/** The user in the navbar: avatar and nickName, opening Switch Roles, User Center, User Settings and Logout. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const nickName = user?.nickName ?? '';

  async function logout() {
    await api.call(userLogout, undefined).catch(() => undefined);
    // One update with the navigation (a router transition): otherwise the guard may first see no
    // token on this page and send the user to login with this page as the redirect target.
    startTransition(() => {
      setToken(null);
      setUser(null);
      navigate('/login', { replace: true });
    });
  }

  const menu = (
    <Dropdown.Menu>
      {/* A DrawDesk account has exactly one role (README, Decisions): nothing to switch to. */}
      <Dropdown.Item disabled>
        <Tooltip content={t('avatar.switchRoles.oneRole')}>
          <span>{t('navbar.switchRoles')}</span>
        </Tooltip>
      </Dropdown.Item>
      <Dropdown.Item onClick={() => navigate('/user/info')}>{t('navbar.userCenter')}</Dropdown.Item>
      <Dropdown.Item onClick={() => navigate('/user/setting')}>{t('navbar.userSettings')}</Dropdown.Item>
      <Dropdown.Divider />
      <Dropdown.Item onClick={logout}>{t('navbar.logout')}</Dropdown.Item>
    </Dropdown.Menu>
  );

  return (
    // No fade: its items navigate, and a fade's end lost on a busy main thread leaves an invisible menu over the page (message-box.tsx).
    <Dropdown trigger="click" clickToHide motion={false} position="bottomRight" render={menu}>
      <button type="button" className={styles.trigger} aria-label={t('avatar.menu')}>
        {/* The initial in a circle, drawn here: Semi's Avatar is ~5 kB brotli on every page for one letter. */}
        <span className={styles.avatar} aria-hidden="true">
          {nickName.slice(0, 1).toUpperCase()}
        </span>
        <span>{nickName}</span>
      </button>
    </Dropdown>
  );
}
