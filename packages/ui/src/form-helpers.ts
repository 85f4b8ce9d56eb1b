import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrors, type Rule } from '@drawdesk/shell';
import type { FormApi } from '@drawdesk/ui/form';
import { Toast } from '@drawdesk/ui/toast';

/** Turns a shell field rule into a Semi field `validate`: the translated message, or '' when the value is fine. */
export function useCheck() {
  const { t } = useTranslation();
  return useCallback(
    (rule: Rule) => (value: unknown) => {
      const broken = rule(typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
      return broken ? t(broken.key, broken.values) : '';
    },
    [t],
  );
}

/** Shows a failed save on a Semi form: the server's field messages under their fields, anything else in a toast. */
export function showFieldErrors(form: FormApi, error: unknown, fields: readonly string[]): void {
  const { fields: byField, messages } = formErrors(error, fields);
  for (const [field, message] of Object.entries(byField)) form.setError(field, message);
  for (const message of messages) Toast.error(message);
}

/**
 * The `validate` of a field the client has no rule for but the server may refuse (a select, a switch):
 * it always passes, so changing the field clears the server's error on it. Semi keeps an error set on a
 * field without a validator until the form unmounts, and refuses to submit meanwhile.
 */
export const serverChecked = () => '';
