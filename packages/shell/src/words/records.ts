import type { Locale, Names } from './locale.js';

/** Background job kinds the server runs (its `jobs.enqueue` calls and job handlers), in words. */
export const JOB_KIND_NAMES: Readonly<Record<string, Names>> = {
  'draws.schedule': { 'zh-CN': '按日历排期', 'en-US': 'Schedule draws' },
  'draw.open': { 'zh-CN': '开盘', 'en-US': 'Open draw' },
  'draw.close': { 'zh-CN': '封盘', 'en-US': 'Close draw' },
  'draw.settle': { 'zh-CN': '结算', 'en-US': 'Settle draw' },
  'analysis.run': { 'zh-CN': '号码分析', 'en-US': 'Run analysis' },
  'orders.repeat': { 'zh-CN': '追号下单', 'en-US': 'Place repeat orders' },
  'risk.farming': { 'zh-CN': '对刷检查', 'en-US': 'Check for rebate farming' },
  'test.sleep': { 'zh-CN': '测试任务', 'en-US': 'Test job' },
};

/** Every action the server writes to the audit log (its `audit.record` calls), in words. */
export const AUDIT_ACTION_NAMES: Readonly<Record<string, Names>> = {
  login: { 'zh-CN': '登录', 'en-US': 'Log in' },
  'user.create': { 'zh-CN': '新增用户', 'en-US': 'Create user' },
  'user.update': { 'zh-CN': '修改用户', 'en-US': 'Edit user' },
  'user.update+password': { 'zh-CN': '修改用户并重置密码', 'en-US': 'Edit user and reset password' },
  'user.remove': { 'zh-CN': '删除用户', 'en-US': 'Remove user' },
  'user.register': { 'zh-CN': '注册账号', 'en-US': 'Register account' },
  'user.password': { 'zh-CN': '修改密码', 'en-US': 'Change password' },
  'user.profile': { 'zh-CN': '修改个人资料', 'en-US': 'Edit profile' },
  'agent.create': { 'zh-CN': '新增代理', 'en-US': 'Create agent' },
  'agent.update': { 'zh-CN': '修改代理', 'en-US': 'Edit agent' },
  'agent.remove': { 'zh-CN': '删除代理', 'en-US': 'Remove agent' },
  'customer.create': { 'zh-CN': '新增客户', 'en-US': 'Create customer' },
  'customer.update': { 'zh-CN': '修改客户', 'en-US': 'Edit customer' },
  'customer.remove': { 'zh-CN': '删除客户', 'en-US': 'Remove customer' },
  'customer.reading.save': { 'zh-CN': '记下客户读单习惯', 'en-US': "Keep a customer's reading habit" },
  'customer.reading.remove': { 'zh-CN': '删除客户读单习惯', 'en-US': "Remove a customer's reading habit" },
  'plan.create': { 'zh-CN': '新增方案', 'en-US': 'Create plan' },
  'plan.update': { 'zh-CN': '修改方案', 'en-US': 'Edit plan' },
  'plan.clone': { 'zh-CN': '复制方案', 'en-US': 'Clone plan' },
  'plan.remove': { 'zh-CN': '删除方案', 'en-US': 'Remove plan' },
  'lottery.calendar': { 'zh-CN': '修改开奖日历', 'en-US': 'Change draw calendar' },
  'zodiac-year.save': { 'zh-CN': '保存生肖年', 'en-US': 'Save zodiac year' },
  'draw.create': { 'zh-CN': '新增期次', 'en-US': 'Create draw' },
  'draw.reschedule': { 'zh-CN': '调整期次时间', 'en-US': 'Reschedule draw' },
  'draw.open': { 'zh-CN': '开盘', 'en-US': 'Open draw' },
  'draw.close': { 'zh-CN': '封盘', 'en-US': 'Close draw' },
  'draw.void': { 'zh-CN': '作废期次', 'en-US': 'Void draw' },
  'draw.result': { 'zh-CN': '录入开奖结果', 'en-US': 'Enter result' },
  'draw.correct': { 'zh-CN': '更正开奖结果', 'en-US': 'Correct result' },
  'draw.settle': { 'zh-CN': '结算', 'en-US': 'Settle draw' },
  'draw.refund': { 'zh-CN': '作废退款', 'en-US': 'Refund void draw' },
  'draw.remove': { 'zh-CN': '删除期次', 'en-US': 'Remove draw' },
  'order.create': { 'zh-CN': '下单', 'en-US': 'Take order' },
  'order.accept': { 'zh-CN': '确认注单', 'en-US': 'Accept order' },
  'order.reject': { 'zh-CN': '拒绝注单', 'en-US': 'Reject order' },
  'order.cancel': { 'zh-CN': '撤销注单', 'en-US': 'Cancel order' },
  'order.renew': { 'zh-CN': '追号续期', 'en-US': 'Renew repeats' },
  'order.dismiss-renewal': { 'zh-CN': '结束追号', 'en-US': 'Dismiss renewal' },
  'order.series-stop': { 'zh-CN': '停止追号（客户转代理）', 'en-US': 'Stop repeats (customer moved)' },
  'strategy.create': { 'zh-CN': '新增策略', 'en-US': 'Create strategy' },
  'strategy.update': { 'zh-CN': '修改策略', 'en-US': 'Edit strategy' },
  'strategy.remove': { 'zh-CN': '删除策略', 'en-US': 'Remove strategy' },
  'layoff.create': { 'zh-CN': '新增走飞', 'en-US': 'Create lay-off' },
  'layoff.update': { 'zh-CN': '修改走飞', 'en-US': 'Edit lay-off' },
  'layoff.place': { 'zh-CN': '确认走飞', 'en-US': 'Place lay-off' },
  'layoff.remove': { 'zh-CN': '删除走飞', 'en-US': 'Remove lay-off' },
  'layoff.apply': { 'zh-CN': '采用建议走飞', 'en-US': 'Apply suggested lay-offs' },
  'ledger.payment': { 'zh-CN': '登记收付款', 'en-US': 'Record payment' },
  'ledger.adjust': { 'zh-CN': '调账', 'en-US': 'Adjust balance' },
  'ledger.reverse': { 'zh-CN': '冲正', 'en-US': 'Reverse entry' },
  'statement.link': { 'zh-CN': '分享对账单', 'en-US': 'Share statement' },
  'statement.revoke': { 'zh-CN': '撤销对账单链接', 'en-US': 'Revoke statement link' },
  'risk.rule': { 'zh-CN': '修改降赔封号规则', 'en-US': 'Change odds-drop rule' },
  'risk.close': { 'zh-CN': '手动封号', 'en-US': 'Close selections' },
  'risk.open': { 'zh-CN': '手动开号', 'en-US': 'Reopen selections' },
  'risk.auto-layoff': { 'zh-CN': '修改自动补货规则', 'en-US': 'Change auto lay-off rule' },
  'settings.book': { 'zh-CN': '修改记账设置', 'en-US': 'Change book settings' },
  'job.retry': { 'zh-CN': '重试任务', 'en-US': 'Retry job' },
  'job.test': { 'zh-CN': '测试任务', 'en-US': 'Test job' },
  'demo.seed': { 'zh-CN': '载入演示数据', 'en-US': 'Load demo data' },
};

/** What an audit entry is about (its `entity`), in words. */
export const AUDIT_OBJECT_NAMES: Readonly<Record<string, Names>> = {
  user: { 'zh-CN': '用户', 'en-US': 'User' },
  session: { 'zh-CN': '登录会话', 'en-US': 'Session' },
  agent: { 'zh-CN': '代理', 'en-US': 'Agent' },
  customer: { 'zh-CN': '客户', 'en-US': 'Customer' },
  plan: { 'zh-CN': '方案', 'en-US': 'Plan' },
  lottery: { 'zh-CN': '彩种', 'en-US': 'Lottery' },
  'zodiac-year': { 'zh-CN': '生肖年', 'en-US': 'Zodiac year' },
  draw: { 'zh-CN': '期次', 'en-US': 'Draw' },
  order: { 'zh-CN': '注单', 'en-US': 'Order' },
  strategy: { 'zh-CN': '分析策略', 'en-US': 'Strategy' },
  analysis: { 'zh-CN': '号码分析', 'en-US': 'Analysis' },
  layoff: { 'zh-CN': '走飞', 'en-US': 'Lay-off' },
  settings: { 'zh-CN': '设置', 'en-US': 'Settings' },
  risk: { 'zh-CN': '风控规则', 'en-US': 'Risk rule' },
  job: { 'zh-CN': '后台任务', 'en-US': 'Job' },
  book: { 'zh-CN': '账本', 'en-US': 'Book' },
};

/**
 * A named thing in the viewer's words. A name the table does not know (a kind or action a newer server
 * writes) reads as itself rather than failing: the unit tests hold every one the server writes today.
 */
const wordsOf = (table: Readonly<Record<string, Names>>) => (code: string, locale: Locale): string => table[code]?.[locale] ?? code;

/** `draw.close` -> `封盘` / `Close draw`. */
export const jobKindWords = wordsOf(JOB_KIND_NAMES);
/** `order.accept` -> `确认注单` / `Accept order`. */
export const auditActionWords = wordsOf(AUDIT_ACTION_NAMES);
/** `customer` -> `客户` / `Customer`. */
export const auditObjectWords = wordsOf(AUDIT_OBJECT_NAMES);
