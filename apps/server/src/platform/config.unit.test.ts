import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const productionAuth = {
  AUTH_JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  // The evidence ledger's checkpoint key (ADR 11): any 32 bytes but the development default.
  LEDGER_SIGNING_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '登记托管',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  FACE_CHECK_PROVIDER: 'aliyun',
  ALIYUN_FACE_ACCESS_KEY_ID: 'id',
  ALIYUN_FACE_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_FACE_SCENE_ID: '1000000001',
};

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
      ...productionAuth,
    });
    expect(config.appEnv).toBe('production');
  });

  it('refuses the development JWT secret and the SMS sandbox in production', () => {
    const base = { APP_ENV: 'production', DATABASE_URL: 'postgres://u@h/db', SEED_DEMO_DATA: 'false' };
    expect(() => loadConfig(base)).toThrow(/AUTH_JWT_SECRET/);
    expect(() => loadConfig(base)).toThrow(/短信沙箱/);
    expect(() => loadConfig({ ...base, ...productionAuth, SMS_PROVIDER: 'sandbox' })).toThrow(
      /SMS_PROVIDER=aliyun/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...base, ...productionAuth, FACE_CHECK_PROVIDER: 'sandbox' })).toThrow(
      /人脸识别沙箱/,
    );
    expect(() => loadConfig({ FACE_CHECK_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_FACE_SCENE_ID/);
    expect(() => loadConfig({ AUTH_JWT_SECRET: 'short' })).toThrow(/AUTH_JWT_SECRET 至少32个字符/);
  });

  it('reads token lifetimes and clients', () => {
    const config = loadConfig({
      AUTH_ACCESS_TTL_SECONDS: '600',
      AUTH_CLIENTS: 'saber:saber_secret,ops:s3cret',
    });
    expect(config.auth.accessTtlSeconds).toBe(600);
    expect(config.auth.clients).toEqual([
      { id: 'saber', secret: 'saber_secret' },
      { id: 'ops', secret: 's3cret' },
    ]);
    expect(config.auth.allowPasswordGrant).toBe(false);
  });

  it('accepts a fixed test captcha answer only with APP_ENV=test', () => {
    expect(loadConfig({ APP_ENV: 'test', AUTH_TEST_CAPTCHA_ANSWER: 'abcd' }).auth.testCaptchaAnswer).toBe(
      'abcd',
    );
    expect(loadConfig({}).auth.testCaptchaAnswer).toBeNull();
    expect(() => loadConfig({ AUTH_TEST_CAPTCHA_ANSWER: 'abcd' })).toThrow(
      /AUTH_TEST_CAPTCHA_ANSWER 只能在 APP_ENV=test 时使用/,
    );
    expect(() => loadConfig({ APP_ENV: 'test', AUTH_TEST_CAPTCHA_ANSWER: 'ab0' })).toThrow(
      /AUTH_TEST_CAPTCHA_ANSWER 必须是4位验证码字符/,
    );
  });
});
