import { useTranslation } from 'react-i18next';
import { regionPath } from '@drawdesk/contracts';
import { Cascader } from '@drawdesk/ui/cascader';
import { useRegions } from '../regions.js';

type Props = { id?: string; value: string | undefined; onChange: (code: string | undefined) => void; width?: number };

/**
 * A province, city or district chosen level by level (any level may be the answer); the value is its
 * GB/T 2260 code. Loaded when the filter is first used (it opens at once: that click was meant for it).
 */
export default function RegionCascader({ id, value, onChange, width = 240 }: Props) {
  const { t } = useTranslation();
  const regions = useRegions();
  return (
    <Cascader
      id={id}
      treeData={regions?.tree ?? []}
      value={value ? regionPath(value) : undefined}
      onChange={(path) => {
        const chosen = Array.isArray(path) ? path[path.length - 1] : path;
        onChange(chosen === undefined || chosen === null ? undefined : String(chosen));
      }}
      changeOnSelect
      defaultOpen
      filterTreeNode
      showClear
      placeholder={t('customers.column.region')}
      aria-label={t('customers.column.region')}
      style={{ width }}
    />
  );
}
