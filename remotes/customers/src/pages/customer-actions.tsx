import { useTranslation } from 'react-i18next';
import type { Customer } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { Popconfirm } from '@drawdesk/ui/popconfirm';
import { Space } from '@drawdesk/ui/space';
import { Toast } from '@drawdesk/ui/toast';
import { removeCustomer } from '../customers-api.js';

type Props = {
  customer: Customer;
  onEdit: (customer: Customer) => void;
  /** After the removal (the list reloads by itself, see onCustomersChanged). */
  onRemoved?: () => void;
  size?: 'small' | 'default';
};

/** Edit and remove (after a confirmation) one customer: in a list row and on the detail page. */
export function CustomerActions({ customer, onEdit, onRemoved, size = 'small' }: Props) {
  const { t } = useTranslation();
  const { code } = customer;
  const theme = size === 'small' ? 'borderless' : 'light';

  async function remove() {
    await removeCustomer(customer.id);
    Toast.success(t('customers.removed', { code }));
    onRemoved?.();
  }

  return (
    <Space spacing={size === 'small' ? 4 : 8}>
      <Button theme={theme} size={size} onClick={() => onEdit(customer)}>
        {t('customers.action.edit')}
      </Button>
      <Popconfirm
        title={t('customers.remove.title', { code })}
        content={t('customers.remove.content')}
        okType="danger"
        // A refusal is told by the server's toast.
        onConfirm={() => remove().catch(() => undefined)}
      >
        <Button theme={theme} type="danger" size={size}>
          {t('customers.action.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
