import type { AgentOption, Customer, CustomerListQuery, CustomerOption, CustomerSave, PageOf, PlanOption } from '@drawdesk/contracts';
import { api, cachedLookup, invalidateLookup, storedIfChanged, watchLookup } from '@drawdesk/shell';

const LIST_ALL = '/customer/list-all';

/** The customers API. Saves, lists and reads are silent: the callers show their own messages (on fields, or an error state). */
export const listCustomers = (query: CustomerListQuery) => api().post<PageOf<Customer>>('/customer/list', query, { silent: true });
export const getCustomer = (id: number) => api().get<Customer>('/customer', { query: { id }, silent: true });

/** Every customer the caller may see, cached until a customer is saved or removed here (API.md). */
export const customerOptions = () => cachedLookup(LIST_ALL, () => api().get<CustomerOption[]>(LIST_ALL));

/** Calls `listener` after every save or removal of a customer in this console; returns the unsubscribe. */
export const onCustomersChanged = (listener: () => void) => watchLookup(LIST_ALL, listener);

export async function saveCustomer(body: CustomerSave): Promise<Customer> {
  const saved = await api().post<Customer>('/customer/save', body, { silent: true });
  invalidateLookup(LIST_ALL);
  return saved;
}

/** Not silent: a refusal comes as the server's toast. */
export async function removeCustomer(id: number): Promise<void> {
  await api().delete<null>(`/customer/remove/${id}`);
  invalidateLookup(LIST_ALL);
}

/** Plans for the selects: every logged-in user may read them. */
export const planOptions = () => api().get<PlanOption[]>('/plan/list-all');
/** Agents for names and selects: every agent for an Admin, its own subtree for a User. */
export const agentOptions = () => api().get<AgentOption[]>('/agent/list-all');

/** The update of a customer as read: every field kept, at its version. */
export const updateOf = (customer: Customer): CustomerSave => ({
  id: customer.id,
  version: customer.version,
  code: customer.code,
  name: customer.name,
  phone: customer.phone,
  channel: customer.channel,
  agentId: customer.agentId,
  planId: customer.planId,
  creditLimit: customer.creditLimit,
  status: customer.status,
  tags: customer.tags,
  remark: customer.remark,
});

/** After a failed update of `customer`: the customer as stored now if someone changed it since it was read, else null. */
export const changedSince = (error: unknown, customer: Customer) => storedIfChanged(error, customer, () => getCustomer(customer.id));
