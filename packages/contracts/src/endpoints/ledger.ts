import type { Static } from 'typebox';
import type { IdParams, PageOf } from '../common.js';
import type { AdjustBody, BalanceQuery, CustomerBalance, LedgerEntry, LedgerListQuery, PaymentBody, ReverseBody } from '../ledger.js';
import { endpoint } from './endpoint.js';

export const ledgerBalance = endpoint<Static<typeof BalanceQuery>, CustomerBalance>('GET', '/ledger/balance', 'login');
export const ledgerList = endpoint<LedgerListQuery, PageOf<LedgerEntry>>('POST', '/ledger/list', 'login');
export const ledgerPayment = endpoint<PaymentBody, LedgerEntry>('POST', '/ledger/payment', 'login');
export const ledgerAdjust = endpoint<AdjustBody, LedgerEntry>('POST', '/ledger/adjust', ['Admin']);
export const ledgerReverse = endpoint<Static<typeof ReverseBody>, LedgerEntry, Static<typeof IdParams>>('POST', '/ledger/reverse/:id', ['Admin']);
