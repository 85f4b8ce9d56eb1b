import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      tokenTtlMinutes: 720,
      idleTimeoutMinutes: 60,
      logLevel: 'info',
      corsOrigins: [],
      demoData: true,
      trustProxy: false,
    });
  });

  it.each([
    ['false', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['loopback', ['loopback']],
    ['127.0.0.1, 10.0.0.0/8, ::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['true', '1', 'yes', 'proxy.example.com', '127.0.0.1,*'])('refuses TRUST_PROXY=%s, which would trust any sender or nothing sensible', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY=.*addresses of the proxies in front/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u:p@db:5432/drawdesk',
      DATA_DIR: 'var/dd',
      INIT_CWD: '/srv',
      ADMIN_PASSWORD: 'long enough',
      TOKEN_TTL_MINUTES: '60',
      IDLE_TIMEOUT_MINUTES: '15',
      LOG_LEVEL: 'debug',
      CORS_ORIGINS: 'https://remotes.example.com, http://127.0.0.1:3001',
      DEMO_DATA: '0',
    });
    expect(config).toMatchObject({
      corsOrigins: ['https://remotes.example.com', 'http://127.0.0.1:3001'],
      port: 9000,
      databaseUrl: 'postgres://u:p@db:5432/drawdesk',
      dataDir: '/srv/var/dd',
      adminPassword: 'long enough',
      tokenTtlMinutes: 60,
      idleTimeoutMinutes: 15,
      logLevel: 'debug',
      demoData: false,
    });
  });

  it('reports every bad value at once, saying what is allowed', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short', IDLE_TIMEOUT_MINUTES: '0', CORS_ORIGINS: '*', DEMO_DATA: 'yes' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'DATABASE_URL must start with postgres:// or postgresql://',
      'ADMIN_PASSWORD must be 8 to 128 characters long',
      'LOG_LEVEL="loud" must be one of fatal, error, warn, info, debug, trace, silent',
      'CORS_ORIGINS entry "*" must be an origin such as https://remotes.example.com',
      'DEMO_DATA must be 1 (seed an empty database with a demo book) or 0',
      'PORT="eighty" must be a whole number from 0 to 65535',
      'IDLE_TIMEOUT_MINUTES="0" must be a whole number from 1 to 43200',
    ]);
  });
});
