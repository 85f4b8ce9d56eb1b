import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import DatePicker from '@douyinfe/semi-ui/lib/es/datePicker';
import { SemiLocale } from './locale-provider.js';
import './base.js';

export { DatePicker };

/**
 * Semi's DatePicker in the viewer's language (month and day names, buttons, the date format). It carries its
 * own locale provider: a remote's copy of Semi does not see the host's.
 */
export function LocalDatePicker(props: ComponentProps<typeof DatePicker>) {
  const { i18n } = useTranslation();
  return (
    <SemiLocale language={i18n.language}>
      <DatePicker {...props} />
    </SemiLocale>
  );
}
export default LocalDatePicker;
