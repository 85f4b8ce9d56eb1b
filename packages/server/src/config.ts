import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: defaults are relative to it, not to wherever pnpm runs the script. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminPassword: string | undefined;
  tokenTtlMinutes: number;
  idleTimeoutMinutes: number;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /** A request whose headers and body have not fully arrived by then is cut off (slow senders hold sockets). */
  requestTimeoutMs: number;
  rateLimitPerMinute: number;
  registryFile: string;
  /** The built console host (index.html and its assets). */
  consoleDir: string;
  /** Remotes' builds: `<remotesDir>/<name>/dist` is served at `/remotes/<name>/`. */
  remotesDir: string;
  /** Published remote versions (deploy/remote.mjs): `<staticRoot>/remotes/<name>/<version>/` is served at the same path. */
  staticRoot: string;
  /**
   * Which X-Forwarded-For entries are believed: false (none), or those added by the proxies at
   * these addresses/CIDRs. Never "any sender".
   */
  trustProxy: false | string[];
  /** Seed a believable demo book (agents, customers, plans) into an empty database at start. */
  demoData: boolean;
  /** Origins allowed to call the API from a browser (remotes served from other hosts); empty = same origin only. */
  corsOrigins: string[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-fA-F:]*:[0-9a-fA-F:.]*(\/\d{1,3})?)$/;

/**
 * TRUST_PROXY: false, or the addresses/CIDRs of the proxies in front. `true` would let any client
 * name its own address, and a bare hop count cannot tell a proxy from a client (Fastify ignores it).
 */
function readTrustProxy(raw: string, problems: string[]): Config['trustProxy'] {
  if (raw === 'false') return false;
  const addresses = raw.split(',').map((a) => a.trim()).filter(Boolean);
  if (addresses.length > 0 && addresses.every((a) => PROXY_ADDRESS.test(a))) return addresses;
  problems.push(
    `TRUST_PROXY="${raw}" must be false or the addresses of the proxies in front (e.g. 127.0.0.1 or loopback,10.0.0.0/8); true is refused because it believes any client's X-Forwarded-For`,
  );
  return false;
}

/** Reads the environment once at start; every bad value is reported together, with what is allowed. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name}="${raw}" must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return value;
  };
  const baseDir = env.INIT_CWD ?? process.cwd();
  const folder = (name: string, fallback: string) => {
    const raw = text(name);
    return raw === undefined ? fallback : path.resolve(baseDir, raw);
  };

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const adminPassword = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && (adminPassword.length < 8 || adminPassword.length > 128)) {
    problems.push('ADMIN_PASSWORD must be 8 to 128 characters long');
  }
  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL="${logLevel}" must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const corsOrigins = (text('CORS_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) problems.push(`CORS_ORIGINS entry "${origin}" must be an origin such as https://remotes.example.com`);
  }
  const trustProxy = readTrustProxy(text('TRUST_PROXY') ?? 'false', problems);
  const demoData = text('DEMO_DATA') ?? '1';
  if (!['0', '1'].includes(demoData)) problems.push('DEMO_DATA must be 1 (seed an empty database with a demo book) or 0');

  const config: Config = {
    port: integer('PORT', 8080, 0, 65535),
    host: text('HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir: folder('DATA_DIR', path.join(REPO_ROOT, 'data')),
    adminPassword,
    tokenTtlMinutes: integer('TOKEN_TTL_MINUTES', 720, 1, 60 * 24 * 30),
    idleTimeoutMinutes: integer('IDLE_TIMEOUT_MINUTES', 60, 1, 60 * 24 * 30),
    logLevel,
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', 3000, 0, 1_000_000),
    registryFile: folder('REGISTRY_FILE', path.join(REPO_ROOT, 'deploy', 'remotes.json')),
    consoleDir: folder('CONSOLE_DIR', path.join(REPO_ROOT, 'host', 'dist')),
    remotesDir: folder('REMOTES_DIR', path.join(REPO_ROOT, 'remotes')),
    staticRoot: folder('STATIC_ROOT', path.join(REPO_ROOT, 'static')),
    trustProxy,
    demoData: demoData === '1',
    corsOrigins,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
