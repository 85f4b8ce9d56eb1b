import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomerReading } from '@drawdesk/contracts';
import { formatDateTime } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Popconfirm } from '@drawdesk/ui/popconfirm';
import { Table } from '@drawdesk/ui/table';
import { Toast } from '@drawdesk/ui/toast';
import { Typography } from '@drawdesk/ui/typography';
import { listReadings, removeReading } from '../customers-api.js';
import styles from './customer-detail.module.css';

/**
 * How this customer's chat messages read where books differ (kept from the text entry, "always for this
 * customer"): each habit in words, who kept it and when; removing one brings the book's setting back.
 */
export function CustomerReadings({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [habits, setHabits] = useState<CustomerReading[] | null>(null);
  const load = useCallback(() => {
    listReadings(customer.id).then(setHabits, (error: Error) => {
      setHabits([]);
      Toast.error(error.message);
    });
  }, [customer.id]);
  useEffect(load, [load]);

  async function remove(habit: CustomerReading) {
    try {
      await removeReading({ customerId: customer.id, setting: habit.setting });
      Toast.success(t('customers.reading.removed'));
      load();
    } catch (error) {
      Toast.error((error as Error).message);
    }
  }

  return (
    <div className={styles.section} id="customer-readings">
      <Typography.Title heading={6}>{t('customers.reading.title')}</Typography.Title>
      <Typography.Paragraph type="tertiary">{t('customers.reading.intro')}</Typography.Paragraph>
      <Table<CustomerReading>
        rowKey="setting"
        size="small"
        pagination={false}
        loading={habits === null}
        dataSource={habits ?? []}
        empty={t('customers.reading.none')}
        columns={[
          { title: t('customers.reading.setting'), dataIndex: 'setting', render: (setting: string) => t(`customers.reading.setting.${setting}`) },
          { title: t('customers.reading.value'), dataIndex: 'value', render: (value: string) => t(`customers.reading.value.${value}`) },
          { title: t('customers.reading.by'), dataIndex: 'createdBy', render: (by: string | null) => by ?? '-' },
          { title: t('customers.reading.at'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
          {
            title: '',
            dataIndex: 'actions',
            align: 'right',
            render: (_: unknown, habit: CustomerReading) => (
              <Popconfirm title={t('customers.reading.removeConfirm')} onConfirm={() => void remove(habit)}>
                <Button size="small" type="danger" theme="borderless" data-remove={habit.setting}>
                  {t('customers.reading.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </div>
  );
}
