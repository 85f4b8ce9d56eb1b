import type { Static } from 'typebox';
import type { IdParams, IdQuery, PageOf } from '../common.js';
import type { Plan, PlanClone, PlanListQuery, PlanOption, PlanReturns, PlanSave, PlanSummary } from '../plan.js';
import { endpoint } from './endpoint.js';

export const planList = endpoint<PlanListQuery, PageOf<PlanSummary>>('POST', '/plan/list', 'login');
export const planListAll = endpoint<void, PlanOption[]>('GET', '/plan/list-all', 'login');
export const planRead = endpoint<Static<typeof IdQuery>, Plan>('GET', '/plan', 'login');
export const planRtp = endpoint<Static<typeof IdQuery>, PlanReturns>('GET', '/plan/rtp', 'login');
export const planSave = endpoint<PlanSave, Plan>('POST', '/plan/save', ['Admin']);
export const planClone = endpoint<PlanClone, Plan>('POST', '/plan/clone', ['Admin']);
export const planRemove = endpoint<void, null, Static<typeof IdParams>>('DELETE', '/plan/remove/:id', ['Admin']);
