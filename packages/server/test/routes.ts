import type { Access } from '@drawdesk/contracts';
import { defaultPlanRows } from '../src/plans/default-rows.js';
import { ADMIN_PASSWORD } from './server.js';

/**
 * The access table: every route of the API with who may call it, and a valid sample request.
 * A route the server registers that is missing here fails the access test, so a new route
 * cannot ship without a decision.
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

export const ROUTES: RouteCase[] = [
  { method: 'GET', url: '/api/v1/health', access: 'public' },
  { method: 'GET', url: '/remotes.json', access: 'public' },
  { method: 'POST', url: '/api/v1/user/login', access: 'public', body: { username: 'admin', password: ADMIN_PASSWORD } },
  { method: 'GET', url: '/api/v1/user/code', access: 'public', query: { phoneNumber: '13600000000' } },
  {
    method: 'POST',
    url: '/api/v1/user/register',
    access: 'public',
    body: { username: 'someone', password: 'long enough pw', phoneNumber: '13600000001', code: '123456', nickName: 'S' },
  },
  { method: 'POST', url: '/api/v1/user/logout', access: 'login' },
  { method: 'GET', url: '/api/v1/user/info', access: 'login' },
  { method: 'POST', url: '/api/v1/user/menu', access: 'login' },
  { method: 'POST', url: '/api/v1/user/password', access: 'login', body: { oldPassword: 'not-the-old-one', newPassword: 'new long password' } },
  { method: 'POST', url: '/api/v1/user/profile', access: 'login', body: { nickName: 'Nick', phoneNumber: null } },
  { method: 'POST', url: '/api/v1/user/list', access: ['Admin'], body: { page: 1, pageSize: 20, keyword: 'a' }, optional: ['keyword'] },
  { method: 'GET', url: '/api/v1/user', access: ['Admin'], query: { id: '1' } },
  {
    method: 'POST',
    url: '/api/v1/user/save',
    access: ['Admin'],
    // Pending: a User cannot be active without an agent, and the sample must be a valid request.
    body: { username: 'sample', nickName: 'Sample', role: 'User', status: 'pending', password: 'sample password' },
  },
  { method: 'DELETE', url: '/api/v1/user/remove/:id', access: ['Admin'] },
  { method: 'POST', url: '/api/v1/agent/list', access: ['Admin'], body: { page: 1, pageSize: 20, keyword: 'a', status: 'active' }, optional: ['keyword', 'status'] },
  { method: 'GET', url: '/api/v1/agent', access: ['Admin'], query: { id: '1' } },
  { method: 'GET', url: '/api/v1/agent/tree', access: ['Admin'] },
  { method: 'GET', url: '/api/v1/agent/list-all', access: 'login' },
  {
    method: 'POST',
    url: '/api/v1/agent/save',
    access: ['Admin'],
    // Nullable fields are null: a wrong id there must be refused, and null itself is the valid sample.
    body: { code: 'SAMPLE', name: 'Sample', parentId: null, shareBp: 1000, rebatePlanId: null, creditLimit: 0, mayLayOff: false, status: 'active' },
  },
  { method: 'DELETE', url: '/api/v1/agent/remove/:id', access: ['Admin'] },
  {
    method: 'POST',
    url: '/api/v1/audit/list',
    access: ['Admin'],
    body: { page: 1, pageSize: 20, actorName: 'adm', entity: 'user', action: 'user.', from: '2020-01-01T00:00:00Z' },
    optional: ['actorName', 'entity', 'action', 'from'],
  },
  { method: 'GET', url: '/api/v1/notify', access: 'login', stream: true },
  { method: 'POST', url: '/api/v1/message/list', access: 'login', body: { page: 1, pageSize: 20, type: 'notice' }, optional: ['type'] },
  { method: 'POST', url: '/api/v1/message/read', access: 'login', body: { ids: [1, 2] } },
  { method: 'POST', url: '/api/v1/message/clear', access: 'login', body: { type: 'todo' } },
  {
    method: 'POST',
    url: '/api/v1/customer/list',
    access: 'login',
    body: { page: 1, pageSize: 20, keyword: 'a', agentId: 1, planId: 1, channel: 'wechat', status: 'active', tag: 'vip', region: '440300', sort: 'code', order: 'desc' },
    optional: ['keyword', 'agentId', 'planId', 'channel', 'status', 'tag', 'region', 'sort', 'order'],
  },
  { method: 'GET', url: '/api/v1/customer', access: 'login', query: { id: '1' } },
  { method: 'GET', url: '/api/v1/customer/list-all', access: 'login' },
  {
    // The test database has no agents: a valid save is refused with a 400 on /agentId.
    method: 'POST',
    url: '/api/v1/customer/save',
    access: 'login',
    body: { code: 'C-001', name: 'Sample', phone: null, channel: 'wechat', agentId: 1, planId: 1, creditLimit: 100_000, status: 'active', tags: ['vip'], regionCode: '440305', remark: 'r' },
    optional: ['regionCode', 'remark'],
  },
  { method: 'DELETE', url: '/api/v1/customer/remove/:id', access: 'login' },
  // A customer's reading habits: the test database has no customer 1, so valid samples are a 404 and change nothing.
  { method: 'GET', url: '/api/v1/customer/reading', access: 'login', query: { customerId: '1' } },
  { method: 'POST', url: '/api/v1/customer/reading/save', access: 'login', body: { customerId: 1, setting: 'listAmount', value: 'each' } },
  { method: 'POST', url: '/api/v1/customer/reading/remove', access: 'login', body: { customerId: 1, setting: 'listAmount' } },
  {
    method: 'POST',
    url: '/api/v1/plan/list',
    access: 'login',
    body: { page: 1, pageSize: 20, keyword: 'a', game: 'MARK6', tier: 'A', status: 'active', sort: 'name', order: 'desc' },
    optional: ['keyword', 'game', 'tier', 'status', 'sort', 'order'],
  },
  { method: 'GET', url: '/api/v1/plan/list-all', access: 'login' },
  { method: 'GET', url: '/api/v1/plan', access: 'login', query: { id: '1' } },
  { method: 'GET', url: '/api/v1/plan/rtp', access: 'login', query: { id: '1' } },
  {
    method: 'POST',
    url: '/api/v1/plan/save',
    access: ['Admin'],
    body: { game: 'PICK3', name: 'Sample plan', tier: 'A', status: 'draft', remark: 'sample', rows: defaultPlanRows('PICK3', 'A') },
    optional: ['remark'],
  },
  { method: 'POST', url: '/api/v1/plan/clone', access: ['Admin'], body: { id: 1, name: 'Sample clone', tier: 'B' }, optional: ['tier'] },
  { method: 'DELETE', url: '/api/v1/plan/remove/:id', access: ['Admin'] },
  { method: 'GET', url: '/api/v1/lottery/games', access: 'login' },
  // Exports: the list's filters as a query string (each sample field is typed, so a bad value is a 400).
  { method: 'GET', url: '/api/v1/user/export', access: ['Admin'], stream: true, query: { role: 'User', status: 'active', sort: 'username', order: 'desc' }, optional: ['role', 'status', 'sort', 'order'] },
  {
    method: 'GET',
    url: '/api/v1/customer/export',
    access: 'login',
    stream: true,
    query: { agentId: '1', planId: '1', channel: 'wechat', status: 'active', region: '440000', sort: 'creditLimit', order: 'asc' },
    optional: ['agentId', 'planId', 'channel', 'status', 'region', 'sort', 'order'],
  },
  { method: 'GET', url: '/api/v1/agent/export', access: ['Admin'], stream: true, query: { parentId: '1', status: 'active', sort: 'code' }, optional: ['parentId', 'status', 'sort'] },
  { method: 'GET', url: '/api/v1/audit/export', access: ['Admin'], stream: true, query: { actorId: '1', from: '2020-01-01T00:00:00Z', sort: 'at' }, optional: ['actorId', 'from', 'sort'] },
  { method: 'GET', url: '/api/v1/lottery/export', access: 'login', stream: true, query: { lottery: 'HK6', status: 'open', stage: 'now', from: '2020-01-01T00:00:00Z', sort: 'drawAt' }, optional: ['lottery', 'status', 'stage', 'from', 'sort'] },
  { method: 'GET', url: '/api/v1/lottery/markets', access: 'login' },
  {
    // A version no market has: the valid sample is refused with a 409 and changes nothing.
    method: 'POST',
    url: '/api/v1/lottery/market/save',
    access: ['Admin'],
    body: { code: 'HK6', version: 99, drawDays: [2, 4, 6], drawTime: '21:30', closeMinutes: 15, timeZone: 'Asia/Hong_Kong', active: true },
  },
  { method: 'POST', url: '/api/v1/lottery/zodiac-year/save', access: ['Admin'], body: { year: 2031, start: '2031-01-23', animal: 'PIG' } },
  {
    method: 'POST',
    url: '/api/v1/lottery/list',
    access: 'login',
    body: { page: 1, pageSize: 20, lottery: 'HK6', status: 'open', stage: 'now', from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z', sort: 'drawAt', order: 'desc' },
    optional: ['lottery', 'status', 'stage', 'from', 'to', 'sort', 'order'],
  },
  { method: 'GET', url: '/api/v1/lottery', access: 'login', query: { id: '1' } },
  { method: 'GET', url: '/api/v1/lottery/current', access: 'login' },
  {
    method: 'POST',
    url: '/api/v1/lottery/save',
    access: ['Admin'],
    body: { lottery: 'HK6', issue: '2099001', opensAt: '2099-01-01T00:00:00Z', closesAt: '2099-01-02T13:15:00Z', drawAt: '2099-01-02T13:30:00Z' },
    optional: ['issue'],
  },
  { method: 'DELETE', url: '/api/v1/lottery/remove/:id', access: ['Admin'] },
  { method: 'POST', url: '/api/v1/lottery/open/:id', access: ['Admin'] },
  { method: 'POST', url: '/api/v1/lottery/close/:id', access: ['Admin'] },
  { method: 'POST', url: '/api/v1/lottery/void/:id', access: ['Admin'], body: { reason: 'drawn by mistake' } },
  {
    // No draw 999999: a valid entry is a 404.
    method: 'POST',
    url: '/api/v1/lottery/result',
    access: ['Admin'],
    body: { id: 999_999, numbers: [1, 2, 3, 4, 5, 6], special: 7, reason: 'typo' },
    optional: ['special', 'reason'],
  },
  {
    method: 'POST',
    url: '/api/v1/job/list',
    access: ['Admin'],
    body: { page: 1, pageSize: 20, state: 'failed', kind: 'draw.close', sort: 'runAt', order: 'asc' },
    optional: ['state', 'kind', 'sort', 'order'],
  },
  { method: 'POST', url: '/api/v1/job/retry/:id', access: ['Admin'] },
  // Orders: the test database has no open draw or customer 1, so valid samples are refused with a 4xx and change nothing.
  { method: 'POST', url: '/api/v1/order/parse', access: 'login', body: { lottery: 'HK6', text: '01=10 02=10', customerId: 1 }, optional: ['customerId'] },
  { method: 'POST', url: '/api/v1/visualization/book', access: 'login', body: { from: '2026-01-01', to: '2026-01-31', lottery: 'HK6', agentId: 1 }, optional: ['lottery', 'agentId'] },
  { method: 'POST', url: '/api/v1/order/limits', access: 'login', body: { customerId: 1, drawId: 1, selections: [{ play: 'TM', selection: '07' }] } },
  {
    method: 'POST',
    url: '/api/v1/order/save',
    access: 'login',
    body: { requestId: 'sample-request-1', customerId: 1, drawId: 1, text: '01=10', lines: [{ play: 'TM', selection: '1', stake: 1000, lottery: 'HK6', seenOdds: 426_000 }], repeat: 0 },
    optional: ['text', 'lines', 'repeat'],
  },
  {
    method: 'POST',
    url: '/api/v1/order/list',
    access: 'login',
    body: { page: 1, pageSize: 20, drawId: 1, customerId: 1, status: 'accepted', source: 'text', renewal: 'none', orderNo: '2026001-1001', from: '2020-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z', sort: 'stake', order: 'asc' },
    optional: ['drawId', 'customerId', 'status', 'source', 'renewal', 'orderNo', 'from', 'to', 'sort', 'order'],
  },
  { method: 'GET', url: '/api/v1/order', access: 'login', query: { id: '1' } },
  { method: 'POST', url: '/api/v1/order/accept/:id', access: 'login' },
  { method: 'POST', url: '/api/v1/order/reject/:id', access: 'login', body: { reason: 'not confirmed by phone' } },
  { method: 'POST', url: '/api/v1/order/cancel/:id', access: 'login' },
  { method: 'POST', url: '/api/v1/order/renew/:id', access: 'login', body: { repeat: 3 } },
  { method: 'POST', url: '/api/v1/order/dismiss-renewal/:id', access: 'login' },
  { method: 'GET', url: '/api/v1/order/export', access: 'login', stream: true, query: { drawId: '1', status: 'accepted', sort: 'createdAt' }, optional: ['drawId', 'status', 'sort'] },
  { method: 'GET', url: '/api/v1/ledger/balance', access: 'login', query: { customerId: '1' } },
  { method: 'POST', url: '/api/v1/ledger/list', access: 'login', body: { page: 1, pageSize: 20, customerId: 1, kind: 'payment' }, optional: ['kind'] },
  {
    method: 'POST',
    url: '/api/v1/ledger/payment',
    access: 'login',
    body: { requestId: 'payment-request-1', customerId: 1, amount: 10_000, note: 'cash', overrideReason: 'agreed by phone' },
    optional: ['note', 'overrideReason'],
  },
  { method: 'POST', url: '/api/v1/ledger/adjust', access: ['Admin'], body: { customerId: 1, amount: -500, reason: 'fee' } },
  { method: 'POST', url: '/api/v1/ledger/reverse/:id', access: ['Admin'], body: { reason: 'entered twice' } },
  { method: 'GET', url: '/api/v1/setting/book', access: 'login' },
  {
    // Version 99: the valid sample is a 409 and changes nothing.
    method: 'POST',
    url: '/api/v1/setting/book',
    access: ['Admin'],
    body: {
      bareZodiac: 'diagnose', bareGroup: 'diagnose', listAmount: 'diagnose', duplicates: 'diagnose', dashRange: 'diagnose', compound: 'diagnose', confirmUserOrders: false,
      orderPayoutCap: 100_000_000, selectionPayoutCap: null, groupLeads: { HK6: { REGULAR: 5 } }, version: 99,
    },
    optional: ['orderPayoutCap', 'selectionPayoutCap', 'groupLeads'],
  },
  // Analysis and lay-offs: no draw 999999, run or lay-off 999999, so valid samples are a 4xx and change nothing.
  {
    method: 'POST',
    url: '/api/v1/analysis/run',
    access: 'login',
    body: { drawId: 999_999, strategy: { kind: 'loss-cap', maxLoss: 100_000, upstreamOdds: 400_000, upstreamRebateBp: 0 }, scope: { agentId: null, share: 'kept' } },
    optional: ['strategy', 'scope'],
  },
  { method: 'GET', url: '/api/v1/analysis', access: 'login', query: { id: '999999' } },
  { method: 'POST', url: '/api/v1/analysis/list', access: 'login', body: { page: 1, pageSize: 20, drawId: 1, status: 'done', sort: 'createdAt', order: 'asc' }, optional: ['drawId', 'status', 'sort', 'order'] },
  { method: 'DELETE', url: '/api/v1/analysis/remove/:id', access: 'login' },
  { method: 'GET', url: '/api/v1/analysis/live', access: 'login', query: { drawId: '999999', share: 'gross' }, optional: ['share'] },
  { method: 'GET', url: '/api/v1/analysis/export', access: 'login', stream: true, query: { drawId: '1', status: 'done' }, optional: ['drawId', 'status'] },
  { method: 'GET', url: '/api/v1/analysis/outcomes/export', access: 'login', query: { id: '999999' } },
  { method: 'POST', url: '/api/v1/analysis/strategy/list', access: 'login', body: { page: 1, pageSize: 20, keyword: 'cap' }, optional: ['keyword'] },
  {
    method: 'POST',
    url: '/api/v1/analysis/strategy/save',
    access: 'login',
    body: { id: 999_999, version: 0, name: 'Loss cap 1,000', strategy: { kind: 'stake-cap', cap: 50_000 }, agentId: null },
    optional: ['agentId'],
  },
  { method: 'DELETE', url: '/api/v1/analysis/strategy/remove/:id', access: 'login' },
  { method: 'POST', url: '/api/v1/layoff/list', access: 'login', body: { page: 1, pageSize: 20, drawId: 1, status: 'planned', analysisId: 1 }, optional: ['drawId', 'status', 'analysisId'] },
  {
    method: 'POST',
    url: '/api/v1/layoff/save',
    access: 'login',
    body: { drawId: 999_999, agentId: null, play: 'TM', selection: '7', stake: 10_000, odds: 400_000, rebateBp: 0, upstream: 'Upstream A', note: 'by phone' },
    optional: ['agentId', 'note'],
  },
  { method: 'POST', url: '/api/v1/layoff/place/:id', access: 'login', body: { status: 'placed', version: 0 } },
  { method: 'DELETE', url: '/api/v1/layoff/remove/:id', access: 'login' },
  { method: 'POST', url: '/api/v1/layoff/apply', access: 'login', body: { analysisId: 999_999, upstream: 'Upstream A' }, optional: ['upstream'] },
  { method: 'GET', url: '/api/v1/layoff/export', access: 'login', stream: true, query: { drawId: '1', status: 'placed' }, optional: ['drawId', 'status'] },
  // The risk desk: no draw or agent 999999 and no rule yet, so valid samples are a 4xx and change nothing.
  { method: 'GET', url: '/api/v1/risk/board', access: 'login', query: { drawId: '999999', play: 'TM' } },
  { method: 'GET', url: '/api/v1/risk/rule/list', access: 'login', query: { lottery: 'HK6' } },
  {
    method: 'POST',
    url: '/api/v1/risk/rule/save',
    access: ['Admin'],
    body: { lottery: 'HK6', play: 'TM', basis: 'total', step: 1_000_000, drop: 1000, floor: 400_000, capPerSelection: 5_000_000, enabled: true, version: 99 },
    optional: ['version'],
  },
  { method: 'POST', url: '/api/v1/risk/close', access: ['Admin'], body: { drawId: 999_999, play: 'TM', selections: ['7', '8'], reason: 'hot numbers' } },
  { method: 'POST', url: '/api/v1/risk/open', access: ['Admin'], body: { drawId: 999_999, play: 'TM', selections: ['7'], reason: 'cooled down' } },
  {
    method: 'POST',
    url: '/api/v1/risk/auto-layoff/list',
    access: 'login',
    body: { page: 1, pageSize: 20, agentId: 1, play: 'TM', sort: 'play', order: 'asc' },
    optional: ['agentId', 'play', 'sort', 'order'],
    // agentId null lists the company's own rules.
    nullable: ['agentId'],
  },
  {
    method: 'POST',
    url: '/api/v1/risk/auto-layoff/save',
    access: 'login',
    body: { agentId: 999_999, play: 'TM', keepMax: 500_000, counterparty: 'external', upstream: 'Upstream A', odds: 400_000, rebateBp: 1000, enabled: true, version: 0 },
    optional: ['upstream', 'odds', 'rebateBp', 'version'],
  },
  { method: 'GET', url: '/api/v1/risk/alerts', access: 'login', query: { drawId: '999999' } },
  { method: 'POST', url: '/api/v1/statement/list', access: 'login', body: { page: 1, pageSize: 20, customerId: 1, from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' }, optional: ['from', 'to'] },
  { method: 'GET', url: '/api/v1/statement', access: 'login', query: { customerId: '1', drawId: '1' } },
  { method: 'GET', url: '/api/v1/statement/export', access: 'login', stream: true, query: { customerId: '1', drawId: '1' }, optional: ['drawId'] },
  { method: 'POST', url: '/api/v1/statement/link', access: 'login', body: { customerId: 1, drawId: 1, days: 7 }, optional: ['days'] },
  { method: 'POST', url: '/api/v1/statement/link/list', access: 'login', body: { page: 1, pageSize: 20, customerId: 1 } },
  { method: 'DELETE', url: '/api/v1/statement/link/:id', access: 'login' },
  { method: 'GET', url: '/api/v1/lottery/settlement', access: ['Admin'], query: { id: '1' } },
  { method: 'GET', url: '/api/v1/report', access: 'public', query: { token: '1.1.not-a-signature' } },
  { method: 'GET', url: '/api/v1/dashboard/workplace', access: 'login' },
  { method: 'GET', url: '/api/v1/dashboard/content-data', access: 'login', query: { days: '8' }, optional: ['days'] },
  { method: 'GET', url: '/api/v1/dashboard/popular', access: 'login', query: { type: 'special' } },
];
