import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POPULAR_TOP, type PopularType } from '@drawdesk/contracts';
import { drawName, formatMoney, useWords } from '@drawdesk/shell';
import { Empty } from '@drawdesk/ui/empty';
import { Tabs } from '@drawdesk/ui/tabs';
import { loadPopular, useLoaded } from './api.js';
import styles from './workplace.module.css';

const TYPES: readonly PopularType[] = ['special', 'regular', 'pick3'];

/** The five most staked selections of the open draws, by tab: special number, other Mark Six plays, pick-3. */
export function Popular({ version }: { version: number }) {
  const { t } = useTranslation();
  const [type, setType] = useState<PopularType>('special');
  // `version` is in the loader's identity, so a refresh of the workplace refetches the tab shown.
  const load = useCallback(() => loadPopular(type), [type, version]);
  const { data, failed } = useLoaded(load);
  const words = useWords();
  return (
    <section className={styles.panel} aria-labelledby="workplace-popular">
      <h2 id="workplace-popular">{t('workplace.popular')}</h2>
      <Tabs type="button" size="small" activeKey={type} onChange={(key) => setType(key as PopularType)} tabList={TYPES.map((key) => ({ itemKey: key, tab: t(`workplace.popular.${key}`) }))} />
      {data && data.length === 0 ? (
        <Empty description={t('workplace.noData')} />
      ) : (
        <table className={styles.ranking} data-popular={type}>
          {/* Fixed widths: the rank and the stake keep theirs, the words share the rest and end in an ellipsis (the whole text on hover). */}
          <colgroup>
            <col className={styles.rankCol} />
            <col className={styles.drawCol} />
            <col />
            <col />
            <col className={styles.stakeCol} />
          </colgroup>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('workplace.popular.draw')}</th>
              <th>{t('workplace.popular.play')}</th>
              <th>{t('workplace.popular.selection')}</th>
              <th className={styles.amount}>{t('workplace.popular.stake')}</th>
            </tr>
          </thead>
          <tbody>
            {/* Until the answer, as many blank rows as the answer has at most: the panels below do not move when it comes. */}
            {data === null && !failed && Array.from({ length: POPULAR_TOP }, (_, i) => (
              <tr key={i} aria-hidden>
                <td colSpan={5}>{'\u00a0'}</td>
              </tr>
            ))}
            {(data ?? []).map((row) => (
              <tr key={`${row.drawId}-${row.play}-${row.selection}`}>
                <td>{row.rank}</td>
                <td title={drawName(t, row)}>{drawName(t, row)}</td>
                <td title={words.play(row.play)}>{words.play(row.play)}</td>
                <td title={words.selection(row.play, row.selection)}>{words.selection(row.play, row.selection)}</td>
                <td className={styles.amount}>{formatMoney(row.stake)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
