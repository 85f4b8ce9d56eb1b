import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '@drawdesk/ui/empty';
import { Skeleton } from '@drawdesk/ui/skeleton';
import styles from './workplace.module.css';

const waiting = <Skeleton placeholder={<Skeleton.Image style={{ width: '100%', height: 260 }} />} loading active />;

type Props = {
  id: string;
  title: string;
  /** Its data has arrived (or failed). */
  loaded: boolean;
  empty: boolean;
  children: ReactNode;
};

/** A titled chart: a skeleton while its data loads, the empty state when there is nothing to draw. */
export function ChartPanel({ id, title, loaded, empty, children }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {!loaded ? waiting : empty ? <Empty description={t('workplace.noData')} /> : children}
    </section>
  );
}
