import { useCallback, useEffect, useRef, useState } from 'react';
import type { Customer } from '@drawdesk/contracts';
import { hasStatus } from '@drawdesk/shell';
import { getCustomer } from '../customers-api.js';

export type CustomerState =
  | { status: 'loading' }
  /** No such customer: a missing or malformed id, removed, or outside the caller's scope (the server's 404 for both). */
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; customer: Customer };

/** The customer of the detail page, read when its id changes; `show` puts a saved one in place without a read. */
export function useCustomer(id: number | null) {
  const [state, setState] = useState<CustomerState>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    if (id === null) return setState({ status: 'missing' });
    setState({ status: 'loading' });
    const next: CustomerState = await getCustomer(id).then(
      (customer) => ({ status: 'ready', customer }),
      (error: Error) => (hasStatus(error, 404) ? { status: 'missing' } : { status: 'failed', message: error.message }),
    );
    // An answer for an id already left (switched customer) is dropped.
    if (request === latest.current) setState(next);
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: () => void load(), show: (customer: Customer) => setState({ status: 'ready', customer }) };
}
