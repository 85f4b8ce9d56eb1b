import { useRef, useState } from 'react';
import type { FormApi } from '@drawdesk/ui/form';
import { showFieldErrors } from '@drawdesk/ui/form-helpers';
import { Toast } from '@drawdesk/ui/toast';

type Options<T, V extends object, S> = {
  /** The item the drawer opened on; null to create. */
  opened: T | null;
  /** The form's fields, where the server's field errors go. */
  fields: readonly string[];
  save: (values: V, item: T | null) => Promise<S>;
  /** After a good save: tell the operator, close, refresh. */
  onSaved: (saved: S, item: T | null) => void;
  /** A refusal the form explains on one of its fields (a taken code, an agent outside the scope), else null. */
  fieldOf?: (error: unknown, item: T | null) => { field: string; message: string } | null;
  /** The item as stored now when the refusal was a stale version, else null (`storedIfChanged` of the shell). */
  changedSince: (error: unknown, item: T) => Promise<T | null>;
  valuesOf: (item: T) => V;
  /** Shown when the form was reloaded with someone else's newer version. */
  staleMessage: string;
};

/**
 * An edit drawer's save: busy while saving; a refusal lands on its field (the server's field errors, the
 * form's own known refusals) or in a toast; a stale version reloads the form with the stored item and
 * says so, so the next save applies on top of the other change instead of over it.
 */
export function useEditForm<T, V extends object, S>(options: Options<T, V, S>) {
  const form = useRef<FormApi | null>(null);
  // The item as last read: replaced by the stored one when a save finds it changed meanwhile.
  const [item, setItem] = useState(options.opened);
  const [saving, setSaving] = useState(false);

  async function explain(error: unknown) {
    const api = form.current!;
    const known = options.fieldOf?.(error, item);
    if (known) return api.setError(known.field, known.message);
    const stored = item && (await options.changedSince(error, item));
    if (!stored) return showFieldErrors(api, error, options.fields);
    setItem(stored);
    api.setValues(options.valuesOf(stored));
    Toast.warning(options.staleMessage);
  }

  async function submit(values: V) {
    setSaving(true);
    try {
      options.onSaved(await options.save(values, item), item);
    } catch (error) {
      await explain(error);
    } finally {
      setSaving(false);
    }
  }

  return { form, item, saving, submit: (values: V) => void submit(values), submitForm: () => form.current?.submitForm() };
}
