import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(8080);
    expect(config.database.kind).toBe('pglite');
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.webDistDir.endsWith('apps/web/dist')).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', DATABASE_POOL_MAX: '4' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/db', poolMax: 4 });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL 必须以 postgres:\/\//);
  });

  it('refuses demo-grade settings in production', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /SEED_DEMO_DATA=false/,
    );
    const config = loadConfig({
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      SEED_DEMO_DATA: 'false',
    });
    expect(config.appEnv).toBe('production');
  });
});
