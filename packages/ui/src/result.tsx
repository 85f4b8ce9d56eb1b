import type { ReactNode } from 'react';
import IconAlertCircle from '@douyinfe/semi-icons/lib/es/icons/IconAlertCircle';
import IconClock from '@douyinfe/semi-icons/lib/es/icons/IconClock';
import IconTickCircle from '@douyinfe/semi-icons/lib/es/icons/IconTickCircle';
import styles from './result.module.css';

export type ResultStatus = 'success' | 'failure' | 'waiting';

const ICONS = { success: IconTickCircle, failure: IconAlertCircle, waiting: IconClock } as const;

type Props = {
  status: ResultStatus;
  title: string;
  description?: ReactNode;
  /** What was done, as label and value pairs (an order's number, its stake…). */
  details?: readonly { label: string; value: ReactNode }[];
  /** What to do next: links and buttons, the first the likeliest. */
  children?: ReactNode;
};

/**
 * A result page's body (the seed's "Result" template): after a step that matters (an order booked, a draw's
 * result entered, a statement link published) the operator sees whether it worked, what it made and what
 * to do next, instead of a toast that fades. `#result-page[data-status]` tells tests the outcome.
 */
export function ResultBlock({ status, title, description, details, children }: Props) {
  const Icon = ICONS[status];
  return (
    <section className={styles.result} id="result-page" data-status={status} role={status === 'failure' ? 'alert' : 'status'}>
      <Icon className={`${styles.icon} ${styles[status]}`} size="inherit" />
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {details && details.length > 0 && (
        <dl className={styles.details}>
          {details.map((detail, i) => (
            // A label may repeat (several orders' details): the position keys them.
            <div key={i} style={{ display: 'contents' }}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children && <div className={styles.next}>{children}</div>}
    </section>
  );
}
