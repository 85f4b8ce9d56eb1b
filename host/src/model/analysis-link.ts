/**
 * Where a 分析完成 notification leads: the analysis's detail page, a route of the number-analysis remote as
 * its registry entry names it (deploy/remotes.json; the host knows the path, never the remote's code).
 */
export const ANALYSIS_DETAIL_PATH = '/number-analyse/detail';

/** The detail page of the analysis an `Analyse` event names (its `traceId` is the analysis id), or null for anything else. */
export const analysisLink = (traceId: string): string | null => (/^\d{1,10}$/.test(traceId) ? `${ANALYSIS_DETAIL_PATH}?id=${traceId}` : null);
