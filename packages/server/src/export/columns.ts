import type { OutcomeRow, StatementDraw, StatementLine } from '@drawdesk/contracts';
import type { agents, analyses, auditLog, customers, draws, layoffs, orders, users } from '../db/schema.js';
import { auditActionWords, auditObjectWords, playWords, selectionWords, textIn } from '@drawdesk/shell/words';
import type { ExportColumn } from './export.js';
import type { Language } from '../i18n/language.js';
import { render, say, type MessageKey } from '../i18n/say.js';

/** A play and its selection as every screen writes them (`特码`, `7`), from the shell's one words family. */
const playColumn = { key: 'play', header: { 'zh-CN': '玩法', 'en-US': 'Play' }, words: (row: { play: string }, language: Language) => playWords(row.play, language) } as const;
const selectionColumn = <K extends string>(header: { 'zh-CN': string; 'en-US': string }) =>
  ({ key: 'selection' as K, header, words: (row: { play: string; selection: string }, language: Language) => selectionWords(row.play, row.selection, language) }) as const;
/** A text the server stored in both languages, in the export's. */
const said = (key: string) => (row: Record<string, unknown>, language: Language) => textIn(row[key] as { 'zh-CN': string; 'en-US': string } | null, language);

/** The columns of every export, one list per resource (headers in both languages, as the console's tables). */
const id = { key: 'id', header: { 'zh-CN': 'ID', 'en-US': 'ID' }, format: 'number' } as const;
const createdAt = { key: 'createdAt', header: { 'zh-CN': '创建时间', 'en-US': 'Created' }, format: 'time' } as const;
/** A stored code in words, as the console's tables say it (`order.status.accepted`: 已接受), never the code itself. */
const inWords =
  <K extends string>(key: K, family: string) =>
  (row: Record<K, string>, language: Language) =>
    render(say(`${family}.${row[key]}` as MessageKey), language);
const statusOf = (family: 'account' | 'draw' | 'order' | 'analysis' | 'layoff') => ({ key: 'status', header: { 'zh-CN': '状态', 'en-US': 'Status' }, words: inWords('status', `${family}.status`) }) as const;
/** A lottery by its name (`香港六合彩`), never its code. */
const lotteryColumn = { key: 'lottery', header: { 'zh-CN': '彩种', 'en-US': 'Lottery' }, words: inWords('lottery', 'lottery.name') } as const;
const code = { key: 'code', header: { 'zh-CN': '编号', 'en-US': 'Code' } } as const;
const name = { key: 'name', header: { 'zh-CN': '名称', 'en-US': 'Name' } } as const;
const agentId = { key: 'agentId', header: { 'zh-CN': '代理 ID', 'en-US': 'Agent ID' }, format: 'number' } as const;
const creditLimit = { key: 'creditLimit', header: { 'zh-CN': '信用额度（元）', 'en-US': 'Credit limit (yuan)' }, format: 'money' } as const;
const remark = { key: 'remark', header: { 'zh-CN': '备注', 'en-US': 'Remark' } } as const;

export const USER_COLUMNS: ExportColumn<typeof users.$inferSelect>[] = [
  id,
  { key: 'username', header: { 'zh-CN': '用户名', 'en-US': 'Username' } },
  { key: 'name', header: { 'zh-CN': '姓名', 'en-US': 'Name' } },
  { key: 'nickName', header: { 'zh-CN': '昵称', 'en-US': 'Nickname' } },
  { key: 'phoneNumber', header: { 'zh-CN': '手机号', 'en-US': 'Phone' } },
  { key: 'role', header: { 'zh-CN': '角色', 'en-US': 'Role' }, words: inWords('role', 'role') },
  agentId,
  statusOf('account'),
  { key: 'lastLogin', header: { 'zh-CN': '最后登录', 'en-US': 'Last login' }, format: 'time' },
  createdAt,
];

export const CUSTOMER_COLUMNS: ExportColumn<typeof customers.$inferSelect>[] = [
  id,
  code,
  name,
  { key: 'phone', header: { 'zh-CN': '电话', 'en-US': 'Phone' } },
  { key: 'channel', header: { 'zh-CN': '渠道', 'en-US': 'Channel' } },
  agentId,
  { key: 'planId', header: { 'zh-CN': '方案 ID', 'en-US': 'Plan ID' }, format: 'number' },
  creditLimit,
  statusOf('account'),
  { key: 'tags', header: { 'zh-CN': '标签', 'en-US': 'Tags' }, format: 'list' },
  { key: 'regionCode', header: { 'zh-CN': '地区', 'en-US': 'Region' }, format: 'region' },
  { key: 'regionCode', header: { 'zh-CN': '地区代码', 'en-US': 'Region code' } },
  remark,
  createdAt,
];

export const AGENT_COLUMNS: ExportColumn<typeof agents.$inferSelect>[] = [
  id,
  code,
  name,
  { key: 'parentId', header: { 'zh-CN': '上级代理 ID', 'en-US': 'Parent ID' }, format: 'number' },
  { key: 'shareBp', header: { 'zh-CN': '占成（%）', 'en-US': 'Share (%)' }, format: 'percent' },
  { key: 'rebatePlanId', header: { 'zh-CN': '回水方案 ID', 'en-US': 'Rebate plan ID' }, format: 'number' },
  creditLimit,
  { key: 'mayLayOff', header: { 'zh-CN': '可转出', 'en-US': 'May lay off' }, format: 'yesNo' },
  statusOf('account'),
  { key: 'contact', header: { 'zh-CN': '联系方式', 'en-US': 'Contact' } },
  remark,
  createdAt,
];

export const AUDIT_COLUMNS: ExportColumn<typeof auditLog.$inferSelect>[] = [
  id,
  { key: 'at', header: { 'zh-CN': '时间', 'en-US': 'Time' }, format: 'time' },
  { key: 'actorId', header: { 'zh-CN': '操作人 ID', 'en-US': 'Actor ID' }, format: 'number' },
  { key: 'actorName', header: { 'zh-CN': '操作人', 'en-US': 'Actor' } },
  { key: 'action', header: { 'zh-CN': '操作', 'en-US': 'Action' }, words: (row, language) => auditActionWords(row.action, language) },
  { key: 'entity', header: { 'zh-CN': '对象', 'en-US': 'Entity' }, words: (row, language) => auditObjectWords(row.entity, language) },
  { key: 'entityId', header: { 'zh-CN': '对象 ID', 'en-US': 'Entity ID' } },
  { key: 'reason', header: { 'zh-CN': '原因', 'en-US': 'Reason' } },
  { key: 'address', header: { 'zh-CN': '地址', 'en-US': 'Address' } },
  { key: 'requestId', header: { 'zh-CN': '请求 ID', 'en-US': 'Request ID' } },
  { key: 'before', header: { 'zh-CN': '变更前', 'en-US': 'Before' }, format: 'json' },
  { key: 'after', header: { 'zh-CN': '变更后', 'en-US': 'After' }, format: 'json' },
];

export const DRAW_COLUMNS: ExportColumn<typeof draws.$inferSelect>[] = [
  id,
  lotteryColumn,
  { key: 'issue', header: { 'zh-CN': '期号', 'en-US': 'Issue' } },
  { key: 'opensAt', header: { 'zh-CN': '开盘时间', 'en-US': 'Opens' }, format: 'time' },
  { key: 'closesAt', header: { 'zh-CN': '封盘时间', 'en-US': 'Closes' }, format: 'time' },
  { key: 'drawAt', header: { 'zh-CN': '开奖时间', 'en-US': 'Draw time' }, format: 'time' },
  statusOf('draw'),
  { key: 'numbers', header: { 'zh-CN': '开奖号码', 'en-US': 'Numbers' }, format: 'list' },
  { key: 'special', header: { 'zh-CN': '特码', 'en-US': 'Special' }, format: 'number' },
  { key: 'voidReason', header: { 'zh-CN': '作废原因', 'en-US': 'Void reason' } },
  { key: 'source', header: { 'zh-CN': '来源', 'en-US': 'Source' }, words: inWords('source', 'draw.source') },
  { key: 'resultAt', header: { 'zh-CN': '录入结果时间', 'en-US': 'Result entered' }, format: 'time' },
  createdAt,
];

export const ORDER_COLUMNS: ExportColumn<typeof orders.$inferSelect>[] = [
  id,
  { key: 'orderNo', header: { 'zh-CN': '注单号', 'en-US': 'Order no.' } },
  { key: 'customerId', header: { 'zh-CN': '客户 ID', 'en-US': 'Customer ID' }, format: 'number' },
  { key: 'drawId', header: { 'zh-CN': '期数 ID', 'en-US': 'Draw ID' }, format: 'number' },
  { key: 'source', header: { 'zh-CN': '来源', 'en-US': 'Source' }, words: inWords('source', 'order.source') },
  statusOf('order'),
  { key: 'stake', header: { 'zh-CN': '金额（元）', 'en-US': 'Stake (yuan)' }, format: 'money' },
  { key: 'lineCount', header: { 'zh-CN': '注数', 'en-US': 'Lines' }, format: 'number' },
  { key: 'enteredByName', header: { 'zh-CN': '录入人', 'en-US': 'Entered by' } },
  { key: 'confirmedByName', header: { 'zh-CN': '确认人', 'en-US': 'Confirmed by' } },
  { key: 'reason', header: { 'zh-CN': '原因', 'en-US': 'Reason' }, words: said('reason') },
  createdAt,
];

export const ANALYSIS_COLUMNS: ExportColumn<typeof analyses.$inferSelect>[] = [
  id,
  { key: 'drawId', header: { 'zh-CN': '期数 ID', 'en-US': 'Draw ID' }, format: 'number' },
  { key: 'strategyName', header: { 'zh-CN': '策略', 'en-US': 'Strategy' } },
  agentId,
  { key: 'share', header: { 'zh-CN': '占成口径', 'en-US': 'Share' }, words: inWords('share', 'analysis.share') },
  statusOf('analysis'),
  { key: 'error', header: { 'zh-CN': '失败原因', 'en-US': 'Error' }, words: said('error') },
  { key: 'lines', header: { 'zh-CN': '注数', 'en-US': 'Lines' }, format: 'number' },
  { key: 'maxLossBefore', header: { 'zh-CN': '对冲前最大亏损（元）', 'en-US': 'Max loss before (yuan)' }, format: 'money' },
  { key: 'maxLossAfter', header: { 'zh-CN': '对冲后最大亏损（元）', 'en-US': 'Max loss after (yuan)' }, format: 'money' },
  { key: 'durationMs', header: { 'zh-CN': '耗时（毫秒）', 'en-US': 'Duration (ms)' }, format: 'number' },
  { key: 'createdByName', header: { 'zh-CN': '发起人', 'en-US': 'Started by' } },
  createdAt,
];

export const LAYOFF_COLUMNS: ExportColumn<typeof layoffs.$inferSelect>[] = [
  id,
  { key: 'drawId', header: { 'zh-CN': '期数 ID', 'en-US': 'Draw ID' }, format: 'number' },
  agentId,
  playColumn,
  selectionColumn({ 'zh-CN': '选号', 'en-US': 'Selection' }),
  { key: 'stake', header: { 'zh-CN': '金额（元）', 'en-US': 'Stake (yuan)' }, format: 'money' },
  { key: 'odds', header: { 'zh-CN': '赔率（×10000）', 'en-US': 'Odds (x10,000)' }, format: 'number' },
  { key: 'rebateBp', header: { 'zh-CN': '回水（%）', 'en-US': 'Rebate (%)' }, format: 'percent' },
  { key: 'upstream', header: { 'zh-CN': '上游', 'en-US': 'Upstream' } },
  statusOf('layoff'),
  { key: 'analysisId', header: { 'zh-CN': '分析 ID', 'en-US': 'Analysis ID' }, format: 'number' },
  { key: 'orderId', header: { 'zh-CN': '自动补货注单 ID', 'en-US': 'Automatic: order ID' }, format: 'number' },
  // Laid off to the upline (no agent id: the company carries it) or to an external counterparty.
  { key: 'toUpline', header: { 'zh-CN': '转给上级', 'en-US': 'To the upline' }, format: 'yesNo' },
  { key: 'uplineAgentId', header: { 'zh-CN': '承接代理 ID', 'en-US': 'Carried by agent ID' }, format: 'number' },
  { key: 'createdByName', header: { 'zh-CN': '录入人', 'en-US': 'Entered by' } },
  createdAt,
];

/** One run's per-outcome table (N before and after the suggested lay-offs). */
export const OUTCOME_COLUMNS: ExportColumn<OutcomeRow>[] = [
  { key: 'outcome', header: { 'zh-CN': '开奖结果', 'en-US': 'Outcome' } },
  { key: 'stake', header: { 'zh-CN': '中奖注额（元）', 'en-US': 'Winning stake (yuan)' }, format: 'money' },
  { key: 'payout', header: { 'zh-CN': '派彩（元）', 'en-US': 'Payout (yuan)' }, format: 'money' },
  { key: 'net', header: { 'zh-CN': '盈亏（元）', 'en-US': 'Result (yuan)' }, format: 'money' },
  { key: 'layoff', header: { 'zh-CN': '建议对冲（元）', 'en-US': 'Suggested lay-off (yuan)' }, format: 'money' },
  { key: 'netAfter', header: { 'zh-CN': '对冲后盈亏（元）', 'en-US': 'Result after (yuan)' }, format: 'money' },
];

const money = <K extends string>(key: K, zh: string, en: string) => ({ key, header: { 'zh-CN': `${zh}（元）`, 'en-US': `${en} (yuan)` }, format: 'money' }) as const;
const issueColumn = { key: 'issue', header: { 'zh-CN': '期号', 'en-US': 'Issue' } } as const;

/** A statement's draws (a customer's: its lines' totals; an agent's: its subtree's, its share, rebate margin and lay-offs). */
export const STATEMENT_DRAW_COLUMNS: ExportColumn<StatementDraw>[] = [
  lotteryColumn,
  issueColumn,
  { key: 'drawAt', header: { 'zh-CN': '开奖时间', 'en-US': 'Draw time' } },
  statusOf('draw'),
  { key: 'lines', header: { 'zh-CN': '注单行数', 'en-US': 'Lines' }, format: 'number' },
  money('stake', '投注', 'Stake'),
  money('payout', '派彩', 'Payout'),
  money('rebate', '回水', 'Rebate'),
  money('net', '会员输赢', 'Members\u2019 net'),
  money('share', '占成', 'Share'),
  money('agentRebate', '代理回水', 'Agent rebate'),
  money('layoff', '补货', 'Lay-offs'),
  money('amount', '应结金额', 'Amount to settle'),
];

/** A customer's lines of one draw, as its statement shows them. */
export const STATEMENT_LINE_COLUMNS: ExportColumn<StatementLine>[] = [
  { key: 'orderNo', header: { 'zh-CN': '注单号', 'en-US': 'Order' } },
  playColumn,
  selectionColumn({ 'zh-CN': '号码', 'en-US': 'Selection' }),
  money('stake', '单注金额', 'Stake per combination'),
  { key: 'combinations', header: { 'zh-CN': '组数', 'en-US': 'Combinations' }, format: 'number' },
  money('amount', '投注', 'Stake'),
  { key: 'result', header: { 'zh-CN': '结果', 'en-US': 'Result' }, words: (row, language) => (row.result === null ? '' : render(say(`lineResult.${row.result}` as MessageKey), language)) },
  money('payout', '派彩', 'Payout'),
  money('rebate', '回水', 'Rebate'),
  money('net', '输赢', 'Net'),
];
