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
   * A digest of every row of every table (but `except`), in one statement: equal before and after means
   * the request changed nothing. Tables are read from the catalog, so a new table is covered by itself.
   * The risk desk's farming check is left out: any order asks for it a minute later and a draw's close at
   * once, so it runs in the background at any moment (its job rows and `risk_farming_checks`, which only
   * it writes).
   */
  const digests = new Map<string, Promise<string>>();
  /** The last digest per set of tables left out, with the end of the write-ahead log when it was taken. */
  const taken = new Map<string, { wal: string; digest: string }>();
  async function fingerprint(except: string[] = []): Promise<string> {
    const key = [...except].sort().join(',');
    // Every committed change writes to the write-ahead log: while its end has not moved, no table has
    // changed and the last digest stands (read before the digest, so a change during it moves the end).
    const { rows: ends } = await sql.query<{ wal: string }>({ name: 'fingerprint:wal', text: 'SELECT pg_current_wal_insert_lsn()::text AS wal' });
    const wal = ends[0]!.wal;
    const last = taken.get(key);
    if (last?.wal === wal) return last.digest;
    if (!digests.has(key)) digests.set(key, digestQuery(sql, except));
    // Named, so each pool connection plans it once.
    const { rows } = await sql.query<{ digest: string }>({ name: `fingerprint:${key}`, text: await digests.get(key)! });
    taken.set(key, { wal, digest: rows[0]!.digest });
    return rows[0]!.digest;
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

/**
 * The fingerprint's query: per table, the md5 of its rows as JSON in primary-key order (whole rows where
 * it has none), `last_seen_at` left out (a session's use is not a change); one row, one column.
 */
/** Tables only the background farming check writes, and the rows of shared tables that are its own. */
const BACKGROUND: Record<string, true> = { risk_farming_checks: true };
const BACKGROUND_ROWS: Record<string, string> = { jobs: `WHERE t.kind <> '${FARMING_JOB}'` };

async function digestQuery(sql: pg.Pool, except: string[]): Promise<string> {
  const { rows } = await sql.query<{ name: string; key: string | null }>(`
    SELECT c.relname AS name,
      (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY array_position(i.indkey::int2[], a.attnum))
       FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
       WHERE i.indrelid = c.oid AND i.indisprimary) AS key
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`);
  const parts = rows
    .filter((table) => !except.includes(table.name) && !(table.name in BACKGROUND))
    .map(({ name, key }) => {
      const row = `(to_jsonb(t) - 'last_seen_at')::text`;
      const where = BACKGROUND_ROWS[name] ?? '';
      return `(SELECT '${name}:' || coalesce(md5(string_agg(${row}, ',' ORDER BY ${key ?? row})), 'empty') FROM ${name} t ${where})`;
    });
  return `SELECT concat_ws('|', ${parts.join(', ')}) AS digest`;
}
