import { useState } from 'react';
import { Toast } from '@drawdesk/ui/toast';

/**
 * A modal's save: busy while the call runs, then the success toast and `onSaved`, or the server's refusal
 * as a toast (the calls are silent, and a modal of one field has nowhere else to show it).
 */
export function useSave(save: () => Promise<unknown>, done: string, onSaved: () => void) {
  const [saving, setSaving] = useState(false);
  async function run() {
    setSaving(true);
    try {
      await save();
      Toast.success(done);
      onSaved();
    } catch (error) {
      Toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  }
  return { saving, run: () => void run() };
}
