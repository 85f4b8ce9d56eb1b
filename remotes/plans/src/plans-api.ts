import type { PageOf, Plan, PlanClone, PlanListQuery, PlanReturns, PlanSave, PlanSummary } from '@drawdesk/contracts';
import { api, lookups } from '@drawdesk/shell';

/**
 * The plans API. Lists, reads and saves are silent: the callers show their own messages (an error
 * state, a not-found page, field errors). Removing is not: a refusal (plan in use) is the server's toast.
 */
export const listPlans = (query: PlanListQuery) => api().post<PageOf<PlanSummary>>('/plan/list', query, { silent: true });
export const readPlan = (id: number) => api().get<Plan>('/plan', { query: { id }, silent: true });
export const planReturns = (id: number) => api().get<PlanReturns>('/plan/rtp', { query: { id } });

/** Every save, copy and removal reloads the plan lists of the console (`lookups.plans`: the customers' selects too). */
export const savePlan = (body: PlanSave) => lookups.plans.after(api().post<Plan>('/plan/save', body, { silent: true }));
export const clonePlan = (body: PlanClone) => lookups.plans.after(api().post<Plan>('/plan/clone', body, { silent: true }));
export const removePlan = (id: number) => lookups.plans.after(api().delete<null>(`/plan/remove/${id}`));
