import type { Static } from 'typebox';
import type { ExportOf, IdParams, IdQuery } from '../common.js';
import type { Order, OrderDetail, OrderDraft, OrderListQuery, OrderPage, OrderParseBody, OrderReason, OrderRenew, OrderSave, OrderSaved } from '../order.js';
import type { OrderLimits, OrderLimitsBody } from '../order-limits.js';
import { endpoint } from './endpoint.js';

export const orderParse = endpoint<OrderParseBody, OrderDraft>('POST', '/order/parse', 'login');
export const orderLimits = endpoint<OrderLimitsBody, OrderLimits>('POST', '/order/limits', 'login');
export const orderSave = endpoint<OrderSave, OrderSaved>('POST', '/order/save', 'login');
export const orderList = endpoint<OrderListQuery, OrderPage>('POST', '/order/list', 'login');
export const orderRead = endpoint<Static<typeof IdQuery>, OrderDetail>('GET', '/order', 'login');
export const orderAccept = endpoint<void, Order, Static<typeof IdParams>>('POST', '/order/accept/:id', 'login');
export const orderReject = endpoint<Static<typeof OrderReason>, Order, Static<typeof IdParams>>('POST', '/order/reject/:id', 'login');
export const orderCancel = endpoint<void, Order, Static<typeof IdParams>>('POST', '/order/cancel/:id', 'login');
export const orderRenew = endpoint<Static<typeof OrderRenew>, Order, Static<typeof IdParams>>('POST', '/order/renew/:id', 'login');
export const orderDismissRenewal = endpoint<void, Order, Static<typeof IdParams>>('POST', '/order/dismiss-renewal/:id', 'login');
export const orderExport = endpoint<ExportOf<OrderListQuery>, string>('GET', '/order/export', 'login');
