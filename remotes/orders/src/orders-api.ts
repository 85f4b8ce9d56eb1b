import { customerReadingSave, type CustomerReadingSave, type DrawListQuery, ledgerBalance, type LotteryCode, lotteryCurrent, lotteryList, type Order, orderAccept, orderCancel, orderDismissRenewal, orderLimits as limitsEndpoint, type OrderLimitsBody, orderList, type OrderListQuery, orderParse, type OrderParseBody, orderRead, orderReject, orderRenew, orderSave, type OrderSave } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/**
 * The orders API (docs/api.md#orders-ledger-statements). Reads and the live reading of a text are silent (the page shows what
 * failed); a save is silent too (the page shows the refusal where the operator looks); the row actions
 * are not, so a refusal (409 with the order's status) comes as the server's toast.
 */
export const listOrders = (query: OrderListQuery) => api().call(orderList, query, { silent: true });
export const readOrder = (id: number) => api().call(orderRead, { id }, { silent: true });
export const parseText = (body: OrderParseBody) => api().call(orderParse, body, { silent: true });
export const orderLimits = (body: OrderLimitsBody) => api().call(limitsEndpoint, body, { silent: true });
/**
 * A line as the text entry sends it: its market when a slip named another one than the order's draw (that
 * market's open draw takes it, one order per draw; the server's contract of multi-market saves).
 */
export type TextLineInput = OrderSave['lines'] extends (infer L)[] | undefined ? L & { lottery?: LotteryCode } : never;
/** What a save answers: the first order, and every order the request made when its lines span markets. */
export type SavedOrders = Order & { orders?: Order[] };
export const saveOrder = (body: Omit<OrderSave, 'lines'> & { lines?: TextLineInput[] }) => api().call(orderSave, body as OrderSave, { silent: true });
/** Keeps how a customer's ambiguous forms read (the page re-reads the text after it). */
export const saveReading = (body: CustomerReadingSave) => api().call(customerReadingSave, body, { silent: true });
export const acceptOrder = (id: number) => api().call(orderAccept, undefined, { params: { id } });
export const rejectOrder = (id: number, reason: string) => api().call(orderReject, { reason }, { params: { id } });
export const cancelOrder = (id: number) => api().call(orderCancel, undefined, { params: { id } });
export const renewOrder = (id: number, repeat: number) => api().call(orderRenew, { repeat }, { params: { id } });
export const dismissRenewal = (id: number) => api().call(orderDismissRenewal, undefined, { params: { id } });
export const openDraws = (lottery: LotteryCode) => api().call(lotteryCurrent, { lottery }, { silent: true });
export const recentDraws = (query: Partial<DrawListQuery>) => api().call(lotteryList, { page: 1, pageSize: 60, ...query }, { silent: true });
export const balanceOf = (customerId: number) => api().call(ledgerBalance, { customerId }, { silent: true });

/** A new idempotency key for one order being entered: a retry of the same entry sends the same key. */
export const newRequestId = () => `web-${crypto.randomUUID()}`;
