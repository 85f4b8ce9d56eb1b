import { type Access, type Endpoint, agentExport, agentList, agentListAll, agentRead, agentRemove, agentSave, agentTree, analysisExport, analysisList, analysisLive, analysisOutcomesExport, analysisRead, analysisRemove, analysisRun, analysisStrategyList, analysisStrategyRemove, analysisStrategySave, auditExport, auditList, customerExport, customerList, customerListAll, customerRead, customerReading, customerReadingRemove, customerReadingSave, customerRemove, customerSave, dashboardContentData, dashboardPopular, dashboardWorkplace, health, jobList, jobRetry, layoffApply, layoffExport, layoffList, layoffPlace, layoffRemove, layoffSave, ledgerAdjust, ledgerBalance, ledgerList, ledgerPayment, ledgerReverse, lotteryClose, lotteryCurrent, lotteryExport, lotteryGames, lotteryList, lotteryMarketSave, lotteryMarkets, lotteryOpen, lotteryRead, lotteryRemove, lotteryResult, lotterySave, lotterySettlement, lotteryVoid, lotteryZodiacYearSave, messageClear, messageList, messageRead, notifyStream, orderAccept, orderCancel, orderDismissRenewal, orderExport, orderLimits, orderList, orderParse, orderRead, orderReject, orderRenew, orderSave, planClone, planList, planListAll, planRead, planRemove, planRtp, planSave, report, riskAlerts, riskAutoLayoffList, riskAutoLayoffSave, riskBoard, riskClose, riskOpen, riskRuleList, riskRuleSave, settingBook, settingBookSave, statementExport, statementLink, statementLinkList, statementLinkRevoke, statementList, statementRead, userCode, userExport, userInfo, userList, userLogin, userLogout, userMenu, userPassword, userProfile, userRead, userRegister, userRemove, userSave, visualizationBook } from '@drawdesk/contracts';
import { defaultPlanRows } from '../src/plans/default-rows.js';
import { ADMIN_PASSWORD } from './server.js';

/**
 * The access table: every route with who may call it, and a valid sample request. An API route's method,
 * url and access come from its endpoint (contracts), one sample per endpoint; the access test fails for a
 * registered route that is no endpoint and for an endpoint without its sample.
 */
export type RouteCase = {
  method: string;
  url: string;
  access: Access;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** Fields of the sample that may be left out. */
  optional?: string[];
  /** Fields for which null is a valid value too (a filter where null picks something, not a wrong type). */
  nullable?: string[];
  /** A stream (an endless event stream, a CSV download): checked for its status only. */
  stream?: boolean;
};

export const API_PREFIX = '/api/v1';

/** The endpoint's route, to which a case adds its sample request. */
const sample = (endpoint: Endpoint<unknown, unknown, unknown>): RouteCase => ({ method: endpoint.method, url: `${API_PREFIX}${endpoint.path}`, access: endpoint.access });

export const ROUTES: RouteCase[] = [
  sample(health),
  // Not under the API (the console's registry of remotes): no endpoint, the console fetches it by its url.
  { method: 'GET', url: '/remotes.json', access: 'public' },
  { ...sample(userLogin), body: { username: 'admin', password: ADMIN_PASSWORD } },
  { ...sample(userCode), query: { phoneNumber: '13600000000' } },
  {
    ...sample(userRegister),
    body: { username: 'someone', password: 'long enough pw', phoneNumber: '13600000001', code: '123456', nickName: 'S' },
  },
  sample(userLogout),
  sample(userInfo),
  sample(userMenu),
  { ...sample(userPassword), body: { oldPassword: 'not-the-old-one', newPassword: 'new long password' } },
  { ...sample(userProfile), body: { nickName: 'Nick', phoneNumber: null } },
  { ...sample(userList), body: { page: 1, pageSize: 20, keyword: 'a' }, optional: ['keyword'] },
  { ...sample(userRead), query: { id: '1' } },
  {
    ...sample(userSave),
    // Pending: a User cannot be active without an agent, and the sample must be a valid request.
    body: { username: 'sample', nickName: 'Sample', role: 'User', status: 'pending', password: 'sample password' },
  },
  sample(userRemove),
  { ...sample(agentList), body: { page: 1, pageSize: 20, keyword: 'a', status: 'active' }, optional: ['keyword', 'status'] },
  { ...sample(agentRead), query: { id: '1' } },
  sample(agentTree),
  sample(agentListAll),
  {
    ...sample(agentSave),
    // Nullable fields are null: a wrong id there must be refused, and null itself is the valid sample.
    body: { code: 'SAMPLE', name: 'Sample', parentId: null, shareBp: 1000, rebatePlanId: null, creditLimit: 0, mayLayOff: false, status: 'active' },
  },
  sample(agentRemove),
  {
    ...sample(auditList),
    body: { page: 1, pageSize: 20, actorName: 'adm', entity: 'user', action: 'user.', from: '2020-01-01T00:00:00Z' },
    optional: ['actorName', 'entity', 'action', 'from'],
  },
  { ...sample(notifyStream), stream: true },
  { ...sample(messageList), body: { page: 1, pageSize: 20, type: 'notice' }, optional: ['type'] },
  { ...sample(messageRead), body: { ids: [1, 2] } },
  { ...sample(messageClear), body: { type: 'todo' } },
  {
    ...sample(customerList),
    body: { page: 1, pageSize: 20, keyword: 'a', agentId: 1, planId: 1, channel: 'wechat', status: 'active', tag: 'vip', region: '440300', sort: 'code', order: 'desc' },
    optional: ['keyword', 'agentId', 'planId', 'channel', 'status', 'tag', 'region', 'sort', 'order'],
  },
  { ...sample(customerRead), query: { id: '1' } },
  sample(customerListAll),
  {
    // The test database has no agents: a valid save is refused with a 400 on /agentId.
    ...sample(customerSave),
    body: { code: 'C-001', name: 'Sample', phone: null, channel: 'wechat', agentId: 1, planId: 1, creditLimit: 100_000, status: 'active', tags: ['vip'], regionCode: '440305', remark: 'r' },
    optional: ['regionCode', 'remark'],
  },
  sample(customerRemove),
  // A customer's reading habits: the test database has no customer 1, so valid samples are a 404 and change nothing.
  { ...sample(customerReading), query: { customerId: '1' } },
  { ...sample(customerReadingSave), body: { customerId: 1, setting: 'listAmount', value: 'each' } },
  { ...sample(customerReadingRemove), body: { customerId: 1, setting: 'listAmount' } },
  {
    ...sample(planList),
    body: { page: 1, pageSize: 20, keyword: 'a', game: 'MARK6', tier: 'A', status: 'active', sort: 'name', order: 'desc' },
    optional: ['keyword', 'game', 'tier', 'status', 'sort', 'order'],
  },
  sample(planListAll),
  { ...sample(planRead), query: { id: '1' } },
  { ...sample(planRtp), query: { id: '1' } },
  {
    ...sample(planSave),
    body: { game: 'PICK3', name: 'Sample plan', tier: 'A', status: 'draft', remark: 'sample', rows: defaultPlanRows('PICK3', 'A') },
    optional: ['remark'],
  },
  { ...sample(planClone), body: { id: 1, name: 'Sample clone', tier: 'B' }, optional: ['tier'] },
  sample(planRemove),
  sample(lotteryGames),
  // Exports: the list's filters as a query string (each sample field is typed, so a bad value is a 400).
  { ...sample(userExport), stream: true, query: { role: 'User', status: 'active', sort: 'username', order: 'desc' }, optional: ['role', 'status', 'sort', 'order'] },
  {
    ...sample(customerExport),
    stream: true,
    query: { agentId: '1', planId: '1', channel: 'wechat', status: 'active', region: '440000', sort: 'creditLimit', order: 'asc' },
    optional: ['agentId', 'planId', 'channel', 'status', 'region', 'sort', 'order'],
  },
  { ...sample(agentExport), stream: true, query: { parentId: '1', status: 'active', sort: 'code' }, optional: ['parentId', 'status', 'sort'] },
  { ...sample(auditExport), stream: true, query: { actorId: '1', from: '2020-01-01T00:00:00Z', sort: 'at' }, optional: ['actorId', 'from', 'sort'] },
  { ...sample(lotteryExport), stream: true, query: { lottery: 'HK6', status: 'open', stage: 'now', from: '2020-01-01T00:00:00Z', sort: 'drawAt' }, optional: ['lottery', 'status', 'stage', 'from', 'sort'] },
  sample(lotteryMarkets),
  {
    // A version no market has: the valid sample is refused with a 409 and changes nothing.
    ...sample(lotteryMarketSave),
    body: { code: 'HK6', version: 99, drawDays: [2, 4, 6], drawTime: '21:30', closeMinutes: 15, timeZone: 'Asia/Hong_Kong', active: true },
  },
  { ...sample(lotteryZodiacYearSave), body: { year: 2031, start: '2031-01-23', animal: 'PIG' } },
  {
    ...sample(lotteryList),
    body: { page: 1, pageSize: 20, lottery: 'HK6', status: 'open', stage: 'now', from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z', sort: 'drawAt', order: 'desc' },
    optional: ['lottery', 'status', 'stage', 'from', 'to', 'sort', 'order'],
  },
  { ...sample(lotteryRead), query: { id: '1' } },
  sample(lotteryCurrent),
  {
    ...sample(lotterySave),
    body: { lottery: 'HK6', issue: '2099001', opensAt: '2099-01-01T00:00:00Z', closesAt: '2099-01-02T13:15:00Z', drawAt: '2099-01-02T13:30:00Z' },
    optional: ['issue'],
  },
  sample(lotteryRemove),
  sample(lotteryOpen),
  sample(lotteryClose),
  { ...sample(lotteryVoid), body: { reason: 'drawn by mistake' } },
  {
    // No draw 999999: a valid entry is a 404.
    ...sample(lotteryResult),
    body: { id: 999_999, numbers: [1, 2, 3, 4, 5, 6], special: 7, reason: 'typo' },
    optional: ['special', 'reason'],
  },
  {
    ...sample(jobList),
    body: { page: 1, pageSize: 20, state: 'failed', kind: 'draw.close', sort: 'runAt', order: 'asc' },
    optional: ['state', 'kind', 'sort', 'order'],
  },
  sample(jobRetry),
  // Orders: the test database has no open draw or customer 1, so valid samples are refused with a 4xx and change nothing.
  { ...sample(orderParse), body: { lottery: 'HK6', text: '01=10 02=10', customerId: 1 }, optional: ['customerId'] },
  { ...sample(visualizationBook), body: { from: '2026-01-01', to: '2026-01-31', lottery: 'HK6', agentId: 1 }, optional: ['lottery', 'agentId'] },
  { ...sample(orderLimits), body: { customerId: 1, drawId: 1, selections: [{ play: 'TM', selection: '07' }] } },
  {
    ...sample(orderSave),
    body: { requestId: 'sample-request-1', customerId: 1, drawId: 1, text: '01=10', lines: [{ play: 'TM', selection: '1', stake: 1000, lottery: 'HK6', seenOdds: 426_000 }], repeat: 0 },
    optional: ['text', 'lines', 'repeat'],
  },
  {
    ...sample(orderList),
    body: { page: 1, pageSize: 20, drawId: 1, customerId: 1, status: 'accepted', source: 'text', renewal: 'none', orderNo: '2026001-1001', from: '2020-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z', sort: 'stake', order: 'asc' },
    optional: ['drawId', 'customerId', 'status', 'source', 'renewal', 'orderNo', 'from', 'to', 'sort', 'order'],
  },
  { ...sample(orderRead), query: { id: '1' } },
  sample(orderAccept),
  { ...sample(orderReject), body: { reason: 'not confirmed by phone' } },
  sample(orderCancel),
  { ...sample(orderRenew), body: { repeat: 3 } },
  sample(orderDismissRenewal),
  { ...sample(orderExport), stream: true, query: { drawId: '1', status: 'accepted', sort: 'createdAt' }, optional: ['drawId', 'status', 'sort'] },
  { ...sample(ledgerBalance), query: { customerId: '1' } },
  { ...sample(ledgerList), body: { page: 1, pageSize: 20, customerId: 1, kind: 'payment' }, optional: ['kind'] },
  {
    ...sample(ledgerPayment),
    body: { requestId: 'payment-request-1', customerId: 1, amount: 10_000, note: 'cash', overrideReason: 'agreed by phone' },
    optional: ['note', 'overrideReason'],
  },
  { ...sample(ledgerAdjust), body: { customerId: 1, amount: -500, reason: 'fee' } },
  { ...sample(ledgerReverse), body: { reason: 'entered twice' } },
  sample(settingBook),
  {
    // Version 99: the valid sample is a 409 and changes nothing.
    ...sample(settingBookSave),
    body: {
      bareZodiac: 'diagnose', bareGroup: 'diagnose', listAmount: 'diagnose', duplicates: 'diagnose', dashRange: 'diagnose', compound: 'diagnose', confirmUserOrders: false,
      orderPayoutCap: 100_000_000, selectionPayoutCap: null, groupLeads: { HK6: { REGULAR: 5 } }, version: 99,
    },
    optional: ['orderPayoutCap', 'selectionPayoutCap', 'groupLeads'],
  },
  // Analysis and lay-offs: no draw 999999, run or lay-off 999999, so valid samples are a 4xx and change nothing.
  {
    ...sample(analysisRun),
    body: { drawId: 999_999, strategy: { kind: 'loss-cap', maxLoss: 100_000, upstreamOdds: 400_000, upstreamRebateBp: 0 }, scope: { agentId: null, share: 'kept' } },
    optional: ['strategy', 'scope'],
  },
  { ...sample(analysisRead), query: { id: '999999' } },
  { ...sample(analysisList), body: { page: 1, pageSize: 20, drawId: 1, status: 'done', sort: 'createdAt', order: 'asc' }, optional: ['drawId', 'status', 'sort', 'order'] },
  sample(analysisRemove),
  { ...sample(analysisLive), query: { drawId: '999999', share: 'gross' }, optional: ['share'] },
  { ...sample(analysisExport), stream: true, query: { drawId: '1', status: 'done' }, optional: ['drawId', 'status'] },
  { ...sample(analysisOutcomesExport), query: { id: '999999' } },
  { ...sample(analysisStrategyList), body: { page: 1, pageSize: 20, keyword: 'cap' }, optional: ['keyword'] },
  {
    ...sample(analysisStrategySave),
    body: { id: 999_999, version: 0, name: 'Loss cap 1,000', strategy: { kind: 'stake-cap', cap: 50_000 }, agentId: null },
    optional: ['agentId'],
  },
  sample(analysisStrategyRemove),
  { ...sample(layoffList), body: { page: 1, pageSize: 20, drawId: 1, status: 'planned', analysisId: 1 }, optional: ['drawId', 'status', 'analysisId'] },
  {
    ...sample(layoffSave),
    body: { drawId: 999_999, agentId: null, play: 'TM', selection: '7', stake: 10_000, odds: 400_000, rebateBp: 0, upstream: 'Upstream A', note: 'by phone' },
    optional: ['agentId', 'note'],
  },
  { ...sample(layoffPlace), body: { status: 'placed', version: 0 } },
  sample(layoffRemove),
  { ...sample(layoffApply), body: { analysisId: 999_999, upstream: 'Upstream A' }, optional: ['upstream'] },
  { ...sample(layoffExport), stream: true, query: { drawId: '1', status: 'placed' }, optional: ['drawId', 'status'] },
  // The risk desk: no draw or agent 999999 and no rule yet, so valid samples are a 4xx and change nothing.
  { ...sample(riskBoard), query: { drawId: '999999', play: 'TM' } },
  { ...sample(riskRuleList), query: { lottery: 'HK6' } },
  {
    ...sample(riskRuleSave),
    body: { lottery: 'HK6', play: 'TM', basis: 'total', step: 1_000_000, drop: 1000, floor: 400_000, capPerSelection: 5_000_000, enabled: true, version: 99 },
    optional: ['version'],
  },
  { ...sample(riskClose), body: { drawId: 999_999, play: 'TM', selections: ['7', '8'], reason: 'hot numbers' } },
  { ...sample(riskOpen), body: { drawId: 999_999, play: 'TM', selections: ['7'], reason: 'cooled down' } },
  {
    ...sample(riskAutoLayoffList),
    body: { page: 1, pageSize: 20, agentId: 1, play: 'TM', sort: 'play', order: 'asc' },
    optional: ['agentId', 'play', 'sort', 'order'],
    // agentId null lists the company's own rules.
    nullable: ['agentId'],
  },
  {
    ...sample(riskAutoLayoffSave),
    body: { agentId: 999_999, play: 'TM', keepMax: 500_000, counterparty: 'external', upstream: 'Upstream A', odds: 400_000, rebateBp: 1000, enabled: true, version: 0 },
    optional: ['upstream', 'odds', 'rebateBp', 'version'],
  },
  { ...sample(riskAlerts), query: { drawId: '999999' } },
  { ...sample(statementList), body: { page: 1, pageSize: 20, customerId: 1, from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' }, optional: ['from', 'to'] },
  { ...sample(statementRead), query: { customerId: '1', drawId: '1' } },
  { ...sample(statementExport), stream: true, query: { customerId: '1', drawId: '1' }, optional: ['drawId'] },
  { ...sample(statementLink), body: { customerId: 1, drawId: 1, days: 7 }, optional: ['days'] },
  { ...sample(statementLinkList), body: { page: 1, pageSize: 20, customerId: 1 } },
  sample(statementLinkRevoke),
  { ...sample(lotterySettlement), query: { id: '1' } },
  { ...sample(report), query: { token: '1.1.not-a-signature' } },
  sample(dashboardWorkplace),
  { ...sample(dashboardContentData), query: { days: '8' }, optional: ['days'] },
  { ...sample(dashboardPopular), query: { type: 'special' } },
];
