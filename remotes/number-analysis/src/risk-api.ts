import { type AutoLayoffListQuery, type AutoLayoffSave, type BookSettingsSave, type LotteryCode, riskAlerts, riskAutoLayoffList, riskAutoLayoffSave, riskBoard, riskClose, type RiskCloseBody, riskOpen, riskRuleList, riskRuleSave, type RiskRuleSave, settingBook, settingBookSave } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/**
 * The risk desk's API (docs/api.md, the risk desk), and the book settings it keeps its payout caps and play-group leads
 * in. Reads and saves are silent (the page shows what failed); closing and opening are too, the modal
 * showing the server's answer.
 */
export const readBoard = (drawId: number, play: string) => api().call(riskBoard, { drawId, play }, { silent: true });
export const closeSelections = (body: RiskCloseBody) => api().call(riskClose, body, { silent: true });
export const openSelections = (body: RiskCloseBody) => api().call(riskOpen, body, { silent: true });
export const readAlerts = (drawId: number) => api().call(riskAlerts, { drawId }, { silent: true });

export const listRules = (lottery: LotteryCode) => api().call(riskRuleList, { lottery }, { silent: true });
export const saveRule = (body: RiskRuleSave) => api().call(riskRuleSave, body, { silent: true });
export const listKeepRules = (query: AutoLayoffListQuery) => api().call(riskAutoLayoffList, query, { silent: true });
export const saveKeepRule = (body: AutoLayoffSave) => api().call(riskAutoLayoffSave, body, { silent: true });

export const readBookSettings = () => api().call(settingBook, undefined, { silent: true });
export const saveBookSettings = (body: BookSettingsSave) => api().call(settingBookSave, body, { silent: true });
