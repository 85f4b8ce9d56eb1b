import type {
  Analysis, AnalysisDetail, AnalysisListQuery, AnalysisRunBody, AnalysisStrategy, Draw, DrawListQuery, Layoff, LayoffApplyBody, LayoffListQuery,
  LayoffSave, LiveExposure, LiveQuery, LotteryCode, PageOf, StrategyListQuery, StrategySave,
} from '@drawdesk/contracts';
import { api, storedIfChanged } from '@drawdesk/shell';

/**
 * The analysis and lay-off API (docs/api.md#analysis-and-lay-offs). Lists, reads and saves are silent: the page
 * shows what failed (an error state, a field, a toast of its own); removals and row actions are not, so a
 * refusal (409 with the state that forbids it) comes as the server's toast.
 */
type Paged<Q> = Q & { page: number; pageSize: number };

export const runAnalysis = (body: AnalysisRunBody) => api().post<{ id: number; status: 'queued' }>('/analysis/run', body, { silent: true });
export const readAnalysis = (id: number) => api().get<AnalysisDetail>('/analysis', { query: { id }, silent: true });
export const listAnalyses = (query: Paged<AnalysisListQuery>) => api().post<PageOf<Analysis>>('/analysis/list', query, { silent: true });
export const removeAnalysis = (id: number) => api().delete<null>(`/analysis/remove/${id}`);

/** The book as it stands (no job): answered in milliseconds, polled while the live page is visible. */
export const liveExposure = (query: LiveQuery) =>
  api().get<LiveExposure>('/analysis/live', { query: query as Record<string, string | number>, silent: true });

export const listStrategies = (query: Paged<StrategyListQuery>) => api().post<PageOf<AnalysisStrategy>>('/analysis/strategy/list', query, { silent: true });
export const saveStrategy = (body: StrategySave) => api().post<AnalysisStrategy>('/analysis/strategy/save', body, { silent: true });
export const removeStrategy = (id: number) => api().delete<null>(`/analysis/strategy/remove/${id}`);
/** Every strategy the caller may use, for the run form's select (the first 200 by name). */
export const allStrategies = () => listStrategies({ page: 1, pageSize: 200, sort: 'name', order: 'asc' }).then((page) => page.list);
/** After a failed edit: the strategy as stored now when someone changed it since it was read, else null. */
export const strategyChangedSince = (error: unknown, strategy: AnalysisStrategy) =>
  storedIfChanged(error, strategy, async () => {
    const found = (await listStrategies({ page: 1, pageSize: 200 })).list.find((s) => s.id === strategy.id);
    if (!found) throw new Error('gone');
    return found;
  });

export const listLayoffs = (query: Paged<LayoffListQuery>) => api().post<PageOf<Layoff>>('/layoff/list', query, { silent: true });
export const saveLayoff = (body: LayoffSave) => api().post<Layoff>('/layoff/save', body, { silent: true });
export const placeLayoff = (layoff: Pick<Layoff, 'id' | 'version'>) => api().post<Layoff>(`/layoff/place/${layoff.id}`, { status: 'placed', version: layoff.version });
export const removeLayoff = (id: number) => api().delete<null>(`/layoff/remove/${id}`);
/** The run's suggested lay-offs become planned ones, once (a second time is a 409). */
export const applyLayoffs = (body: LayoffApplyBody) => api().post<Layoff[]>('/layoff/apply', body, { silent: true });

/** The draws a run or a lay-off may be on: the lottery's open draws, and its recent past ones (closed, drawn, settled). */
export const openDraws = (lottery: LotteryCode) => api().get<Draw[]>('/lottery/current', { query: { lottery }, silent: true });
export const pastDraws = (query: Partial<DrawListQuery>) =>
  api().post<PageOf<Draw>>('/lottery/list', { page: 1, pageSize: 40, sort: 'drawAt', order: 'desc', to: new Date().toISOString(), ...query }, { silent: true });
