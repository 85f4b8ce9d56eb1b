import { planClone, type PlanClone, planList, type PlanListQuery, planRead, planRemove, planRtp, planSave, type PlanSave } from '@drawdesk/contracts';
import { api, lookups } from '@drawdesk/shell';

/**
 * The plans API. Lists, reads and saves are silent: the callers show their own messages (an error
 * state, a not-found page, field errors). Removing is not: a refusal (plan in use) is the server's toast.
 */
export const listPlans = (query: PlanListQuery) => api().call(planList, query, { silent: true });
export const readPlan = (id: number) => api().call(planRead, { id }, { silent: true });
export const planReturns = (id: number) => api().call(planRtp, { id });

/** Every save, copy and removal reloads the plan lists of the console (`lookups.plans`: the customers' selects too). */
export const savePlan = (body: PlanSave) => lookups.plans.after(api().call(planSave, body, { silent: true }));
export const clonePlan = (body: PlanClone) => lookups.plans.after(api().call(planClone, body, { silent: true }));
export const removePlan = (id: number) => lookups.plans.after(api().call(planRemove, undefined, { params: { id } }));
