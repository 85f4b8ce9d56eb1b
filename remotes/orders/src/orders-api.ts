import type {
  CustomerBalance, CustomerReading, CustomerReadingSave, Draw, DrawListQuery, LotteryCode, Order, OrderDetail, OrderDraft, OrderLimits, OrderLimitsBody, OrderListQuery, OrderPage, OrderParseBody, OrderSave, PageOf,
} from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/**
 * The orders API (docs/api.md#orders-ledger-statements). Reads and the live reading of a text are silent (the page shows what
 * failed); a save is silent too (the page shows the refusal where the operator looks); the row actions
 * are not, so a refusal (409 with the order's status) comes as the server's toast.
 */
export const listOrders = (query: OrderListQuery) => api().post<OrderPage>('/order/list', query, { silent: true });
export const readOrder = (id: number) => api().get<OrderDetail>('/order', { query: { id }, silent: true });
export const parseText = (body: OrderParseBody) => api().post<OrderDraft>('/order/parse', body, { silent: true });
export const orderLimits = (body: OrderLimitsBody) => api().post<OrderLimits>('/order/limits', body, { silent: true });
/**
 * A line as the text entry sends it: its market when a slip named another one than the order's draw (that
 * market's open draw takes it, one order per draw; the server's contract of multi-market saves).
 */
export type TextLineInput = OrderSave['lines'] extends (infer L)[] | undefined ? L & { lottery?: LotteryCode } : never;
/** What a save answers: the first order, and every order the request made when its lines span markets. */
export type SavedOrders = Order & { orders?: Order[] };
export const saveOrder = (body: Omit<OrderSave, 'lines'> & { lines?: TextLineInput[] }) => api().post<SavedOrders>('/order/save', body as OrderSave, { silent: true });
/** Keeps how a customer's ambiguous forms read (the page re-reads the text after it). */
export const saveReading = (body: CustomerReadingSave) => api().post<CustomerReading>('/customer/reading/save', body, { silent: true });
export const acceptOrder = (id: number) => api().post<Order>(`/order/accept/${id}`);
export const rejectOrder = (id: number, reason: string) => api().post<Order>(`/order/reject/${id}`, { reason });
export const cancelOrder = (id: number) => api().post<Order>(`/order/cancel/${id}`);
export const renewOrder = (id: number, repeat: number) => api().post<Order>(`/order/renew/${id}`, { repeat });
export const dismissRenewal = (id: number) => api().post<Order>(`/order/dismiss-renewal/${id}`);
export const openDraws = (lottery: LotteryCode) => api().get<Draw[]>('/lottery/current', { query: { lottery }, silent: true });
export const recentDraws = (query: Partial<DrawListQuery>) => api().post<PageOf<Draw>>('/lottery/list', { page: 1, pageSize: 60, ...query }, { silent: true });
export const balanceOf = (customerId: number) => api().get<CustomerBalance>('/ledger/balance', { query: { customerId }, silent: true });

/** A new idempotency key for one order being entered: a retry of the same entry sends the same key. */
export const newRequestId = () => `web-${crypto.randomUUID()}`;
