import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import DatePicker from '@douyinfe/semi-ui/lib/es/datePicker';
import { LocaleProvider, SEMI_LOCALES } from './locale-provider.js';
import './base.js';

export { DatePicker };

/**
 * Semi's DatePicker in the viewer's language (month and day names, buttons, the date format). It carries its
 * own locale provider: a remote's copy of Semi does not see the host's.
 */
export function LocalDatePicker(props: ComponentProps<typeof DatePicker>) {
  const { i18n } = useTranslation();
  return (
    <LocaleProvider locale={SEMI_LOCALES[i18n.language === 'en-US' ? 'en-US' : 'zh-CN']}>
      <DatePicker {...props} />
    </LocaleProvider>
  );
}
export default LocalDatePicker;
