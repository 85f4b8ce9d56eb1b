import { type DrawListQuery, type DrawResultEntry, type DrawSave, type Job, jobList, lotteryClose, lotteryList, lotteryMarketSave, lotteryOpen, lotteryRead, lotteryRemove, lotteryResult, lotterySave, lotterySettlement, lotteryVoid, lotteryZodiacYearSave, type MarketSave, type ZodiacYearSave } from '@drawdesk/contracts';
import { api, lookups } from '@drawdesk/shell';

/**
 * The draws API (docs/api.md#lotteries-and-draws-lottery). The list and the forms' saves are silent (the page shows a failed load in
 * its table, a form its refusals on its fields); the row actions are not, so a refusal (409 with the draw's
 * status) comes as the server's toast.
 */
export const listDraws = (query: DrawListQuery) => api().call(lotteryList, query, { silent: true });
export const saveDraw = (body: DrawSave) => api().call(lotterySave, body, { silent: true });
export const readDraw = (id: number) => api().call(lotteryRead, { id }, { silent: true });
export const enterResult = (body: DrawResultEntry) => api().call(lotteryResult, body, { silent: true });
/** A draw's settlement job that gave up (its reason in words; the jobs page retries it), or null. */
export const failedSettlement = async (drawId: number): Promise<Job | null> => {
  const failed = await api().call(jobList, { page: 1, pageSize: 100, kind: 'draw.settle', state: 'failed', sort: 'updatedAt', order: 'desc' }, { silent: true });
  return failed.list.find((j) => j.payload.drawId === drawId) ?? null;
};
export const openDraw = (id: number) => api().call(lotteryOpen, undefined, { params: { id } });
export const closeDraw = (id: number) => api().call(lotteryClose, undefined, { params: { id } });
export const voidDraw = (id: number, reason: string) => api().call(lotteryVoid, { reason }, { params: { id }, silent: true });
export const removeDraw = (id: number) => api().call(lotteryRemove, undefined, { params: { id } });

/** A lunar year added or changed: the games lookup (which carries the table) is read afresh everywhere. */
export const saveZodiacYear = (body: ZodiacYearSave) =>
  lookups.games.after(api().call(lotteryZodiacYearSave, body, { silent: true }));

/** A lottery's new calendar: the lotteries lookup is read afresh everywhere. */
export const saveMarket = (body: MarketSave) => lookups.lotteries.after(api().call(lotteryMarketSave, body, { silent: true }));

/** A draw's settlement runs, newest first: one per result version (a correction adds one), 0 for a void's refund. */
export const listSettlements = (drawId: number) => api().call(lotterySettlement, { id: drawId }, { silent: true });
