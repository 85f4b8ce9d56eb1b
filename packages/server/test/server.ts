import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role, UserStatus } from '@drawdesk/contracts';
import { buildApp, type App, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { hashPassword } from '../src/auth/passwords.js';
import { withDatabase } from './global-setup.js';
import { FARMING_JOB } from '../src/risk/farming.js';

export type Answer<T = unknown> = {
  status: number;
  headers: Headers;
  body: { success: boolean; status: number; message: string; code: string; data: T };
};

type CallOptions = { token?: string; body?: unknown; raw?: string; headers?: Record<string, string>; query?: Record<string, string | number> };

export const ADMIN_PASSWORD = 'first-admin-secret';
/** Paths served outside /api/v1; any other short path is an API path. */
const ROOT_PATHS = ['/remotes.json'];

/**
 * A real server for one test file: its own copy of the migrated template database,
 * listening on a free loopback port, spoken to over real HTTP.
 */
export async function startServer(overrides: Partial<Config> = {}, heartbeatMs?: number, extra: Pick<AppOptions, 'jobTiming' | 'drawCalendar'> = {}) {
  const adminUrl = inject('pgAdminUrl');
  const database = `${inject('testDbPrefix')}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${inject('templateDb')}`);
  await admin.end();

  // No console build unless a test asks for one: the API alone, whatever is built in host/dist.
  const config: Config = { ...loadConfig({}), port: 0, rateLimitPerMinute: 0, consoleDir: '/nonexistent/console', ...overrides };
  const codes: { phoneNumber: string; code: string }[] = [];
  const databaseUrl = withDatabase(adminUrl, database);
  const app: App = await buildApp({
    config,
    databaseUrl,
    codeSender: { send: async (phoneNumber, code) => void codes.push({ phoneNumber, code }) },
    logger: { level: overrides.logLevel ?? 'error' },
    heartbeatMs,
    drawCalendar: false,
    ...extra,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const url = new URL(path.startsWith('/api/') || ROOT_PATHS.includes(path) ? path : `/api/v1${path}`, base);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    // The tests read the server's English; a test of the Chinese asks for zh-CN itself.
    const headers: Record<string, string> = { 'accept-language': 'en-US', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: Answer<T>['body'];
    try {
      parsed = JSON.parse(text) as Answer<T>['body'];
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  async function login(username: string, password: string): Promise<string> {
    const answer = await call<{ token: string }>('POST', '/user/login', { body: { username, password } });
    if (answer.status !== 200) throw new Error(`login ${username} failed: ${answer.status} ${answer.body.message}`);
    return answer.body.data.token;
  }

  /** Inserts a user directly (fast and independent of the API under test). */
  async function createUser(options: { username?: string; role?: Role; status?: UserStatus; password?: string; agentId?: number } = {}) {
    const username = options.username ?? `u${randomBytes(4).toString('hex')}`;
    const password = options.password ?? `pw-${randomBytes(6).toString('hex')}`;
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, nick_name, role, status, agent_id) VALUES ($1, $2, $1, $3, $4, $5) RETURNING id`,
      [username, await hashPassword(password), options.role ?? 'User', options.status ?? 'active', options.agentId ?? null],
    );
    return { id: rows[0]!.id, username, password };
  }

  /**
   * A digest of every table's rows: equal before and after means the request changed nothing. The risk
   * desk's farming check is left out: any order asks for it a minute later and a draw's close at once, so it
   * runs in the background at any moment (its job rows and `risk_farming_checks`, which only it writes).
   */
  async function fingerprint(except: string[] = []): Promise<string> {
    // Every table a request could change, with the order that makes its digest stable.
    const tables: Record<string, string> = {
      users: 'id',
      sessions: 'id',
      audit_log: 'id',
      verification_codes: 'id',
      login_attempts: 'id',
      agents: 'id',
      plans: 'id',
      plan_rows: 'plan_id, play',
      customers: 'id',
      jobs: 'id',
      lotteries: 'code',
      draws: 'id',
      zodiac_years: 'year',
      orders: 'id',
      order_lines: 'id',
      book: 'draw_id, play, selection',
      ledger_entries: 'id',
      book_settings: 'id',
      customer_readings: 'customer_id, setting',
      book_positions: 'draw_id, play, selection, odds1, odds2, rebate_bp, kept_bp',
      analysis_strategies: 'id',
      analyses: 'id',
      layoffs: 'id',
      risk_rules: 'lottery, play',
      risk_keep_rules: 'id',
      risk_odds_history: 'id',
      risk_alerts: 'id',
      book_party_kept: 'draw_id, play, selection, party_id',
      book_payouts: 'draw_id, combination',
    };
    const BACKGROUND: Record<string, string> = { jobs: `WHERE t.kind <> '${FARMING_JOB}'` };
    const parts = await Promise.all(
      Object.entries(tables)
        .filter(([table]) => !except.includes(table))
        .map(async ([table, order]) => {
          const { rows } = await sql.query<{ digest: string | null }>(
            `SELECT md5(string_agg((to_jsonb(t) - 'last_seen_at')::text, ',' ORDER BY ${order})) AS digest FROM ${table} t ${BACKGROUND[table] ?? ''}`,
          );
          return `${table}:${rows[0]?.digest ?? 'empty'}`;
        }),
    );
    return parts.join('|');
  }

  const firstAdmin = await createUser({ username: 'admin', role: 'Admin', password: ADMIN_PASSWORD });
  const adminToken = await login('admin', ADMIN_PASSWORD);

  /** A second instance on the same database, as in a scaled-out deployment. */
  async function startPeer() {
    const peer = await buildApp({ config, databaseUrl, logger: { level: 'error' }, heartbeatMs, drawCalendar: false, ...extra });
    await peer.listen({ port: 0, host: '127.0.0.1' });
    const peerAddress = peer.server.address();
    return { app: peer, base: `http://127.0.0.1:${typeof peerAddress === 'object' && peerAddress ? peerAddress.port : 0}` };
  }

  return {
    app,
    base,
    databaseUrl,
    startPeer,
    sql,
    codes,
    call,
    login,
    createUser,
    fingerprint,
    firstAdmin,
    adminToken,
    async close() {
      await sql.end();
      await app.close();
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startServer>>;
