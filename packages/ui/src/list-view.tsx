import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DENSITIES, defaultView, moved, storageKeyOf, toggled, useCurrentUser, viewOf, type Density, type ListView } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Popover } from '@drawdesk/ui/popover';
import { Select } from '@drawdesk/ui/select';
import styles from './list-page.module.css';

// The column list's checkboxes load when the settings first open: a list shows its rows without them.
const Checkbox = lazy(() => import('@drawdesk/ui/checkbox').then((m) => ({ default: m.Checkbox })));

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The list's view as this user left it (local storage), and its setter, which keeps it. */
export function useListView(list: string, keys: readonly string[]): [ListView, (view: ListView) => void] {
  const key = storageKeyOf(list, useCurrentUser()?.id);
  const columns = keys.join();
  const [view, setView] = useState(() => viewOf(storage()?.getItem(key) ?? null, keys));
  // Another user (or a page with other columns) reads its own view.
  useEffect(() => setView(viewOf(storage()?.getItem(key) ?? null, columns.split(','))), [key, columns]);
  const keep = (next: ListView) => {
    setView(next);
    storage()?.setItem(key, JSON.stringify(next));
  };
  return [view, keep];
}

type Props = { list: string; view: ListView; titles: Record<string, string>; onChange: (view: ListView) => void };

/** The table's density: comfortable, medium or compact. */
export function DensitySelect({ list, view, onChange }: Omit<Props, 'titles'>) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      id={`${list}-density`}
      aria-label={t('list.density')}
      prefix={t('list.density')}
      value={view.density}
      onChange={(density) => onChange({ ...view, density: density as Density })}
      optionList={DENSITIES.map((value) => ({ value, label: t(`list.density.${value}`) }))}
      // "Density Comfortable" needs more room than "密度 宽松": 150 px cut the English to "Co…".
      style={{ width: i18n.language === 'en-US' ? 200 : 150 }}
    />
  );
}

/** Which columns show, and in which order; the last shown column cannot be hidden. */
export function ColumnSettings({ list, view, titles, onChange }: Props) {
  const { t } = useTranslation();
  const shown = view.order.length - view.hidden.length;
  const content = (
    <Suspense fallback={null}>
      <div id={`${list}-column-settings`} className={styles.columns}>
        {view.order.map((key, index) => {
          const visible = !view.hidden.includes(key);
          return (
            <div key={key} className={styles.column}>
              <Checkbox checked={visible} disabled={visible && shown === 1} onChange={(e) => onChange(toggled(view, key, e.target.checked ?? false))}>
                {titles[key]}
              </Checkbox>
              <Button size="small" theme="borderless" aria-label={`${t('list.columns.up')} ${titles[key]}`} disabled={index === 0} onClick={() => onChange(moved(view, key, -1))}>
                ↑
              </Button>
              <Button
                size="small"
                theme="borderless"
                aria-label={`${t('list.columns.down')} ${titles[key]}`}
                disabled={index === view.order.length - 1}
                onClick={() => onChange(moved(view, key, 1))}
              >
                ↓
              </Button>
            </div>
          );
        })}
        <Button size="small" onClick={() => onChange({ ...defaultView(Object.keys(titles)), density: view.density })}>
          {t('list.columns.reset')}
        </Button>
      </div>
    </Suspense>
  );
  return (
    <Popover trigger="click" position="bottomRight" content={content}>
      <Button id={`${list}-columns`}>{t('list.columns')}</Button>
    </Popover>
  );
}
