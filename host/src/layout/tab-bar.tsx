import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { pickLocale } from '@drawdesk/shell';
import { WORKPLACE } from '../model/guard.js';
import { closeTabs, nextActive, type CloseAction, type Tab } from '../model/tabs.js';
import { Dropdown } from '@drawdesk/ui/dropdown';
import { tabsAtom } from '../runtime/tabs.js';
import styles from './tab-bar.module.css';

const CLOSE_ACTIONS: { action: CloseAction; label: string }[] = [
  { action: 'close', label: 'tabBar.close' },
  { action: 'left', label: 'tabBar.closeLeft' },
  { action: 'right', label: 'tabBar.closeRight' },
  { action: 'others', label: 'tabBar.closeOthers' },
  { action: 'all', label: 'tabBar.closeAll' },
];

/** One tab per opened page (Workplace fixed first); right-click for reload and the close actions. */
export function TabBar() {
  const { t, i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [tabs, setTabs] = useAtom(tabsAtom);

  function close(tab: Tab, action: CloseAction) {
    const after = closeTabs(tabs, tab.name, action);
    setTabs(after);
    const next = nextActive(tabs, after, pathname);
    if (next !== pathname) navigate(after.find((t) => t.name === next)!.fullPath);
  }

  return (
    <nav className={styles.bar} role="tablist" aria-label={t('settings.tabBar')}>
      {tabs.map((tab) => (
        <Dropdown
          key={tab.name}
          trigger="contextMenu"
          clickToHide
          // no fade: its items navigate (see message-box.tsx)
          motion={false}
          position="bottomLeft"
          render={
            <Dropdown.Menu>
              <Dropdown.Item onClick={() => navigate(`/redirect${tab.fullPath}`)}>{t('tabBar.reload')}</Dropdown.Item>
              {CLOSE_ACTIONS.map(({ action, label }) => (
                <Dropdown.Item key={action} disabled={action === 'close' && tab.name === WORKPLACE} onClick={() => close(tab, action)}>
                  {t(label)}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          }
        >
          <div
            role="tab"
            aria-selected={tab.name === pathname}
            className={styles.tab}
            tabIndex={0}
            onClick={() => navigate(tab.fullPath)}
            onKeyDown={(e) => e.key === 'Enter' && navigate(tab.fullPath)}
          >
            <span>{tab.title[locale]}</span>
            {tab.name !== WORKPLACE && (
              <button
                type="button"
                className={styles.close}
                aria-label={`${t('tabBar.close')} ${tab.title[locale]}`}
                onClick={(e) => {
                  e.stopPropagation();
                  close(tab, 'close');
                }}
              >
                ×
              </button>
            )}
          </div>
        </Dropdown>
      ))}
    </nav>
  );
}
