import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanRowReturn } from '@drawdesk/contracts';
import { formatRate } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Tooltip } from '@drawdesk/ui/tooltip';
import { Typography } from '@drawdesk/ui/typography';
import styles from './plan-detail.module.css';

type TextCellProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The messages of the rules the value breaks, or of the server. */
  error?: string;
  changed: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
};

/** One editable number of the grid, as text (converted exactly when saved); tinted while changed, red while wrong. */
export function TextCell({ label, value, onChange, error, changed, prefix, suffix }: TextCellProps) {
  return (
    <div className={changed ? `${styles.cell} ${styles.changed}` : styles.cell}>
      <Input
        size="small"
        aria-label={label}
        value={value}
        onChange={onChange}
        validateStatus={error ? 'error' : 'default'}
        prefix={prefix}
        suffix={suffix}
      />
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}

/** A cell's server message under read-only or multi-input content. */
export const CellError = ({ message }: { message?: string }) => (message ? <span className={styles.error}>{message}</span> : null);

const range = ({ minReturnBp, maxReturnBp }: PlanRowReturn) =>
  minReturnBp === maxReturnBp ? formatRate(minReturnBp!) : `${formatRate(minReturnBp!)} – ${formatRate(maxReturnBp!)}`;

type ReturnProps = { computed: PlanRowReturn | undefined; changed: boolean; show: 'return' | 'edge' };

/**
 * The server's return to player (lowest–highest over the play's selections) or house edge of a saved row,
 * for every play (multi-number plays counted over every draw); a changed row still shows the saved terms' figure, greyed.
 */
export function ReturnCell({ computed, changed, show }: ReturnProps) {
  const { t } = useTranslation();
  if (computed && computed.minReturnBp === null) {
    return (
      <Tooltip content={t('plans.rtp.multi')}>
        <span>—</span>
      </Tooltip>
    );
  }
  if (!computed) return <Typography.Text type="tertiary">…</Typography.Text>;
  const text = show === 'return' ? range(computed) : formatRate(computed.houseEdgeBp!);
  return changed ? (
    <Tooltip content={t('plans.rtp.asSaved')}>
      <Typography.Text type="tertiary">{text}</Typography.Text>
    </Tooltip>
  ) : (
    <span>{text}</span>
  );
}
