import type { Static } from 'typebox';
import type { Analysis, AnalysisDetail, AnalysisListQuery, AnalysisRunBody, AnalysisStrategy, LiveExposure, LiveQuery, StrategyListQuery, StrategySave } from '../analysis.js';
import type { ExportOf, IdParams, IdQuery, PageOf } from '../common.js';
import { endpoint } from './endpoint.js';

export const analysisRun = endpoint<AnalysisRunBody, { id: number; status: 'queued' }>('POST', '/analysis/run', 'login');
export const analysisRead = endpoint<Static<typeof IdQuery>, AnalysisDetail>('GET', '/analysis', 'login');
export const analysisList = endpoint<AnalysisListQuery, PageOf<Analysis>>('POST', '/analysis/list', 'login');
export const analysisRemove = endpoint<void, null, Static<typeof IdParams>>('DELETE', '/analysis/remove/:id', 'login');
export const analysisLive = endpoint<LiveQuery, LiveExposure>('GET', '/analysis/live', 'login');
export const analysisStrategyList = endpoint<StrategyListQuery, PageOf<AnalysisStrategy>>('POST', '/analysis/strategy/list', 'login');
export const analysisStrategySave = endpoint<StrategySave, AnalysisStrategy>('POST', '/analysis/strategy/save', 'login');
export const analysisStrategyRemove = endpoint<void, null, Static<typeof IdParams>>('DELETE', '/analysis/strategy/remove/:id', 'login');
export const analysisExport = endpoint<ExportOf<AnalysisListQuery>, string>('GET', '/analysis/export', 'login');
export const analysisOutcomesExport = endpoint<Static<typeof IdQuery>, string>('GET', '/analysis/outcomes/export', 'login');
