import { useTranslation } from 'react-i18next';
import type { LotteryCode } from '@drawdesk/contracts';
import { formatMoney, lookups, optionsOf, useLookup } from '@drawdesk/shell';
import { Select } from '@drawdesk/ui/select';
import { LOTTERY_LABELS } from '../labels.js';
import type { EntryTarget } from './use-entry-target.js';
import styles from './entry.module.css';

/** The customer (searchable, first focus), the lottery and its open draw, and the customer's credit as it stands. */
export function EntryTargetBar({ target, autoFocus = false }: { target: EntryTarget; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const customers = useLookup(lookups.customers) ?? [];
  const { balance } = target;
  return (
    <div className={styles.target}>
      <Select
        id="entry-customer"
        filter
        autoFocus={autoFocus}
        placeholder={t('orders.entry.customer')}
        aria-label={t('orders.entry.customer')}
        value={target.customerId ?? undefined}
        onChange={(value) => target.setCustomerId(typeof value === 'number' ? value : null)}
        optionList={customers.filter((c) => c.status === 'active').map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }))}
        style={{ width: 240 }}
      />
      <Select
        id="entry-lottery"
        aria-label={t('orders.column.lottery')}
        value={target.lottery}
        onChange={(value) => target.setLottery(value as LotteryCode)}
        optionList={optionsOf(LOTTERY_LABELS, t)}
        // Room for the longest name whole (`Hong Kong Mark Six`).
        style={{ width: 200 }}
      />
      <Select
        id="entry-draw"
        aria-label={t('orders.column.draw')}
        placeholder={t('orders.entry.noOpenDraw')}
        value={target.draw?.id}
        onChange={(value) => target.setDrawId(Number(value))}
        optionList={target.draws.map((d) => ({ value: d.id, label: t('orders.entry.drawOption', { issue: d.issue }) }))}
        style={{ width: 180 }}
      />
      {balance && (
        <span className={styles.credit} id="entry-credit">
          {t('orders.entry.credit', { limit: formatMoney(balance.creditLimit), balance: formatMoney(balance.balance), open: formatMoney(balance.openStake), available: formatMoney(balance.available) })}
        </span>
      )}
    </div>
  );
}
