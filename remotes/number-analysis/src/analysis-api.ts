import { analysisList, type AnalysisListQuery, analysisLive, analysisRead, analysisRemove, analysisRun, type AnalysisRunBody, type AnalysisStrategy, analysisStrategyList, analysisStrategyRemove, analysisStrategySave, type DrawListQuery, type Layoff, layoffApply, type LayoffApplyBody, layoffList, type LayoffListQuery, layoffPlace, layoffRemove, layoffSave, type LayoffSave, type LiveQuery, type LotteryCode, lotteryCurrent, lotteryList, type StrategyListQuery, type StrategySave } from '@drawdesk/contracts';
import { api, storedIfChanged } from '@drawdesk/shell';

/**
 * The analysis and lay-off API (docs/api.md#analysis-and-lay-offs). Lists, reads and saves are silent: the page
 * shows what failed (an error state, a field, a toast of its own); removals and row actions are not, so a
 * refusal (409 with the state that forbids it) comes as the server's toast.
 */
type Paged<Q> = Q & { page: number; pageSize: number };

export const runAnalysis = (body: AnalysisRunBody) => api().call(analysisRun, body, { silent: true });
export const readAnalysis = (id: number) => api().call(analysisRead, { id }, { silent: true });
export const listAnalyses = (query: Paged<AnalysisListQuery>) => api().call(analysisList, query, { silent: true });
export const removeAnalysis = (id: number) => api().call(analysisRemove, undefined, { params: { id } });

/** The book as it stands (no job): answered in milliseconds, polled while the live page is visible. */
export const liveExposure = (query: LiveQuery) =>
  api().call(analysisLive, query, { silent: true });

export const listStrategies = (query: Paged<StrategyListQuery>) => api().call(analysisStrategyList, query, { silent: true });
export const saveStrategy = (body: StrategySave) => api().call(analysisStrategySave, body, { silent: true });
export const removeStrategy = (id: number) => api().call(analysisStrategyRemove, undefined, { params: { id } });
/** Every strategy the caller may use, for the run form's select (the first 200 by name). */
export const allStrategies = () => listStrategies({ page: 1, pageSize: 200, sort: 'name', order: 'asc' }).then((page) => page.list);
/** After a failed edit: the strategy as stored now when someone changed it since it was read, else null. */
export const strategyChangedSince = (error: unknown, strategy: AnalysisStrategy) =>
  storedIfChanged(error, strategy, async () => {
    const found = (await listStrategies({ page: 1, pageSize: 200 })).list.find((s) => s.id === strategy.id);
    if (!found) throw new Error('gone');
    return found;
  });

export const listLayoffs = (query: Paged<LayoffListQuery>) => api().call(layoffList, query, { silent: true });
export const saveLayoff = (body: LayoffSave) => api().call(layoffSave, body, { silent: true });
export const placeLayoff = (layoff: Pick<Layoff, 'id' | 'version'>) => api().call(layoffPlace, { status: 'placed', version: layoff.version }, { params: { id: layoff.id } });
export const removeLayoff = (id: number) => api().call(layoffRemove, undefined, { params: { id } });
/** The run's suggested lay-offs become planned ones, once (a second time is a 409). */
export const applyLayoffs = (body: LayoffApplyBody) => api().call(layoffApply, body, { silent: true });

/** The draws a run or a lay-off may be on: the lottery's open draws, and its recent past ones (closed, drawn, settled). */
export const openDraws = (lottery: LotteryCode) => api().call(lotteryCurrent, { lottery }, { silent: true });
export const pastDraws = (query: Partial<DrawListQuery>) =>
  api().call(lotteryList, { page: 1, pageSize: 40, sort: 'drawAt', order: 'desc', to: new Date().toISOString(), ...query }, { silent: true });
