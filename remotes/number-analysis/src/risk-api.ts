import type {
  AutoLayoffListQuery, AutoLayoffRule, AutoLayoffSave, BookSettings, BookSettingsSave, LotteryCode, PageOf, RiskAlerts, RiskBoard, RiskCloseBody,
  RiskRule, RiskRuleSave,
} from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/**
 * The risk desk's API (docs/api.md, the risk desk), and the book settings it keeps its payout caps and play-group leads
 * in. Reads and saves are silent (the page shows what failed); closing and opening are too, the modal
 * showing the server's answer.
 */
export const readBoard = (drawId: number, play: string) => api().get<RiskBoard>('/risk/board', { query: { drawId, play }, silent: true });
export const closeSelections = (body: RiskCloseBody) => api().post<RiskBoard>('/risk/close', body, { silent: true });
export const openSelections = (body: RiskCloseBody) => api().post<RiskBoard>('/risk/open', body, { silent: true });
export const readAlerts = (drawId: number) => api().get<RiskAlerts>('/risk/alerts', { query: { drawId }, silent: true });

export const listRules = (lottery: LotteryCode) => api().get<RiskRule[]>('/risk/rule/list', { query: { lottery }, silent: true });
export const saveRule = (body: RiskRuleSave) => api().post<RiskRule>('/risk/rule/save', body, { silent: true });
export const listKeepRules = (query: AutoLayoffListQuery) => api().post<PageOf<AutoLayoffRule>>('/risk/auto-layoff/list', query, { silent: true });
export const saveKeepRule = (body: AutoLayoffSave) => api().post<AutoLayoffRule>('/risk/auto-layoff/save', body, { silent: true });

export const readBookSettings = () => api().get<BookSettings>('/setting/book', { silent: true });
export const saveBookSettings = (body: BookSettingsSave) => api().post<BookSettings>('/setting/book', body, { silent: true });
