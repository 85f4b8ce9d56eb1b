import type { PageOf } from '../common.js';
import type { AutoLayoffListQuery, AutoLayoffRule, AutoLayoffSave, RiskAlerts, RiskAlertsQuery, RiskBoard, RiskBoardQuery, RiskCloseBody, RiskOpenBody, RiskRule, RiskRuleListQuery, RiskRuleSave } from '../risk.js';
import { endpoint } from './endpoint.js';

export const riskBoard = endpoint<RiskBoardQuery, RiskBoard>('GET', '/risk/board', 'login');
export const riskRuleList = endpoint<RiskRuleListQuery, RiskRule[]>('GET', '/risk/rule/list', 'login');
export const riskRuleSave = endpoint<RiskRuleSave, RiskRule>('POST', '/risk/rule/save', ['Admin']);
export const riskClose = endpoint<RiskCloseBody, RiskBoard>('POST', '/risk/close', ['Admin']);
export const riskOpen = endpoint<RiskOpenBody, RiskBoard>('POST', '/risk/open', ['Admin']);
export const riskAutoLayoffList = endpoint<AutoLayoffListQuery, PageOf<AutoLayoffRule>>('POST', '/risk/auto-layoff/list', 'login');
export const riskAutoLayoffSave = endpoint<AutoLayoffSave, AutoLayoffRule>('POST', '/risk/auto-layoff/save', 'login');
export const riskAlerts = endpoint<RiskAlertsQuery, RiskAlerts>('GET', '/risk/alerts', 'login');
