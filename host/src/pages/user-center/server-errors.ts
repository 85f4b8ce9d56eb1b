import type { FieldError } from '@drawdesk/contracts';
import { ApiError } from '@drawdesk/shell';
import type { FormApi } from '@drawdesk/ui/form';
import { api } from '../../runtime/services.js';

/**
 * A form's silent call failed: the server's field errors (400, `[{field: '/name', message}]`) go
 * on the form's fields; anything else is shown as any other failure would be (toast, or the
 * session-expired modal).
 */
export function showServerErrors<T extends object>(formApi: FormApi<T>, fields: readonly (keyof T & string)[], error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  const fieldErrors = error.status === 400 && Array.isArray(error.data) ? (error.data as FieldError[]) : [];
  let placed = 0;
  for (const { field, message } of fieldErrors) {
    const name = fields.find((f) => field === `/${f}`);
    if (!name) continue;
    formApi.setError(name, message);
    placed++;
  }
  if (placed === 0 || placed < fieldErrors.length) api.report(error);
}
