import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { lookups, useLookup } from '@drawdesk/shell';
import { Select } from '@drawdesk/ui/select';
import { detailPath } from '../paths.js';

/** Jumps to another customer's detail: every customer the caller may see, searchable (the cached list-all). */
export function CustomerSwitch({ current }: { current: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A failure is told by the server's toast; the select stays empty.
  const options = useLookup(lookups.customers) ?? [];

  return (
    <Select
      id="customers-switch"
      value={options.some((option) => option.id === current) ? current : undefined}
      onChange={(id) => navigate(detailPath(id as number))}
      optionList={options.map((option) => ({ value: option.id, label: `${option.code} ${option.name}` }))}
      placeholder={t('customers.detail.switch')}
      filter
      style={{ width: 240 }}
    />
  );
}
