import type { GameCatalogue, PageOf, Plan, PlanClone, PlanListQuery, PlanReturns, PlanSave, PlanSummary } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/**
 * The plans API. Lists, reads and saves are silent: the callers show their own messages (an error
 * state, a not-found page, field errors). Removing is not: a refusal (plan in use) is the server's toast.
 */
export const listPlans = (query: PlanListQuery) => api().post<PageOf<PlanSummary>>('/plan/list', query, { silent: true });
export const readPlan = (id: number) => api().get<Plan>('/plan', { query: { id }, silent: true });
export const planReturns = (id: number) => api().get<PlanReturns>('/plan/rtp', { query: { id } });
export const savePlan = (body: PlanSave) => api().post<Plan>('/plan/save', body, { silent: true });
export const clonePlan = (body: PlanClone) => api().post<Plan>('/plan/clone', body, { silent: true });
export const removePlan = (id: number) => api().delete<null>(`/plan/remove/${id}`);

// The catalogue is the same for the whole session: read once, again only after a failure.
let catalogue: Promise<GameCatalogue> | null = null;

/** The games and their play types (names, odds slots, typical terms), in catalogue order. */
export function gameCatalogue(): Promise<GameCatalogue> {
  catalogue ??= api()
    .get<GameCatalogue>('/lottery/games')
    .catch((error: unknown) => {
      catalogue = null;
      throw error;
    });
  return catalogue;
}
