import { formErrors } from '@drawdesk/shell';
import type { FormApi } from '@drawdesk/ui/form';
import { Toast } from '@drawdesk/ui/toast';

/** Shows a failed save on the form: the server's field messages under their fields, anything else in a toast. */
export function showFieldErrors(form: FormApi, error: unknown, fields: readonly string[]): void {
  const { fields: byField, messages } = formErrors(error, fields);
  for (const [field, message] of Object.entries(byField)) form.setError(field, message);
  for (const message of messages) Toast.error(message);
}
