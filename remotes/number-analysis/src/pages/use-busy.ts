import { useState } from 'react';
import { Toast } from '@drawdesk/ui/toast';

/**
 * A button's work: busy while it runs, and a refusal shown as a toast (the calls are silent, and a modal
 * or a header button has no field to show it under).
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      Toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run: (work: () => Promise<unknown>) => void run(work) };
}
