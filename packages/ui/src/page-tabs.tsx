import { useState, type ReactNode } from 'react';
import styles from './page-tabs.module.css';

type Pane<K extends string> = { key: K; label: string; content: ReactNode };
type Props<K extends string> = { id?: string; active: K; panes: readonly Pane<K>[]; onChange: (key: K) => void; extra?: ReactNode };

/**
 * A page's tabs, each pane rendered when first opened and kept (hidden) after, as Semi's line Tabs with
 * `lazyRender` look and behave: for a list page that opens on a tab, without Semi's Tabs (~8 kB brotli).
 * The page holds the active key (in its address, say) and changes it on `onChange`.
 */
export function PageTabs<K extends string>({ id, active, panes, onChange, extra }: Props<K>) {
  const [opened, setOpened] = useState<readonly K[]>([active]);
  if (!opened.includes(active)) setOpened([...opened, active]);
  return (
    <div id={id}>
      <div role="tablist" className={styles.bar}>
        {panes.map((pane) => (
          <button
            key={pane.key}
            type="button"
            role="tab"
            aria-selected={pane.key === active}
            className={pane.key === active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => pane.key !== active && onChange(pane.key)}
          >
            {pane.label}
          </button>
        ))}
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
      {panes
        .filter((pane) => opened.includes(pane.key))
        .map((pane) => (
          <div key={pane.key} role="tabpanel" className={styles.pane} hidden={pane.key !== active}>
            {pane.content}
          </div>
        ))}
    </div>
  );
}
