import { type Customer, customerList, type CustomerListQuery, customerRead, customerReading, customerReadingRemove, type CustomerReadingRemove, customerRemove, customerSave, type CustomerSave, ledgerBalance, orderList, type OrderListQuery } from '@drawdesk/contracts';
import { api, lookups, storedIfChanged } from '@drawdesk/shell';

/** The customers API. Saves, lists and reads are silent: the callers show their own messages (on fields, or an error state). */
export const listCustomers = (query: CustomerListQuery) => api().call(customerList, query, { silent: true });
export const getCustomer = (id: number) => api().call(customerRead, { id }, { silent: true });

/** A save or removal reloads every page that lists customers (`lookups.customers`), also a list kept in its tab. */
export const saveCustomer = (body: CustomerSave) => lookups.customers.after(api().call(customerSave, body, { silent: true }));
/** Not silent: a refusal comes as the server's toast. */
export const removeCustomer = (id: number) => lookups.customers.after(api().call(customerRemove, undefined, { params: { id } }));

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

/** The customer's account (docs/domain/settlement.md#the-ledger): balance, open stake, available credit (its entries and payments are the kit's). */
export const balanceOf = (customerId: number) => api().call(ledgerBalance, { customerId }, { silent: true });
/** The customer's orders (the orders remote owns them; this page lists them and links there). */
export const listOrdersOf = (query: OrderListQuery) => api().call(orderList, query, { silent: true });

/** A customer's reading habits (how its ambiguous chat forms read), and removing one. */
export const listReadings = (customerId: number) => api().call(customerReading, { customerId }, { silent: true });
export const removeReading = (body: CustomerReadingRemove) => api().call(customerReadingRemove, body, { silent: true });
