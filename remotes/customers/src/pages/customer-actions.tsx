import { useTranslation } from 'react-i18next';
import type { Customer } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { RemoveButton } from '@drawdesk/ui/list-parts';
import { Space } from '@drawdesk/ui/space';
import { removeCustomer } from '../customers-api.js';

type Props = {
  customer: Customer;
  onEdit: (customer: Customer) => void;
  /** After the removal (the list reloads by itself: lookups.customers). */
  onRemoved?: () => void;
  size?: 'small' | 'default';
};

/** Edit and remove (after a confirmation) one customer: in a list row and on the detail page. */
export function CustomerActions({ customer, onEdit, onRemoved, size = 'small' }: Props) {
  const { t } = useTranslation();
  const { code } = customer;
  const theme = size === 'small' ? 'borderless' : 'light';

  return (
    <Space spacing={size === 'small' ? 4 : 8}>
      <Button theme={theme} size={size} onClick={() => onEdit(customer)}>
        {t('customers.action.edit')}
      </Button>
      <RemoveButton
        title={t('customers.remove.title', { code })}
        content={t('customers.remove.content')}
        label={t('customers.action.remove')}
        removed={t('customers.removed', { code })}
        onRemove={() => removeCustomer(customer.id).then(() => onRemoved?.())}
        size={size}
      />
    </Space>
  );
}
