import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const productionAuth = {
  AUTH_JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  // The regional chain's sealing key (ADR 77): any valid SM2 key but the development default.
  CHAIN_SM2_SIGNING_KEY: Buffer.alloc(32, 9).toString('base64'),
  AUTH_CLIENTS: 'saber:Qm9vLXJhbmRvbS1jbGllbnQtc2VjcmV0',
  HSTS: 'true',
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

  describe('production refusals (issue 18)', () => {
    const base = {
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      SEED_DEMO_DATA: 'false',
      ...productionAuth,
    };

    it('starts with production settings', () => {
      expect(loadConfig(base).appEnv).toBe('production');
    });

    it('refuses the password grant, naming AUTH_ALLOW_PASSWORD_GRANT', () => {
      expect(() => loadConfig({ ...base, AUTH_ALLOW_PASSWORD_GRANT: 'true' })).toThrow(
        /生产环境不能开启 AUTH_ALLOW_PASSWORD_GRANT/,
      );
      expect(loadConfig({ ...base, AUTH_ALLOW_PASSWORD_GRANT: 'false' }).auth.allowPasswordGrant).toBe(false);
    });

    it('refuses the default OAuth client secret, however the clients are listed', () => {
      const { AUTH_CLIENTS: _strong, ...withoutClients } = base;
      expect(() => loadConfig(withoutClients)).toThrow(
        /AUTH_CLIENTS 的客户端密钥，不能使用默认值 saber:saber_secret/,
      );
      expect(() =>
        loadConfig({ ...base, AUTH_CLIENTS: 'ops:Zk3vQ9pLw2Xr7Tn5Bm8Hc4Yd,saber:saber_secret' }),
      ).toThrow(/AUTH_CLIENTS.*（客户端 saber）/);
    });

    it('refuses HSTS off, naming HSTS', () => {
      expect(() => loadConfig({ ...base, HSTS: 'false' })).toThrow(/HSTS=true/);
      const { HSTS: _on, ...withoutHsts } = base;
      expect(() => loadConfig(withoutHsts)).toThrow(/HSTS=true/);
    });

    it('refuses low-entropy JWT and client secrets, naming the variable', () => {
      expect(() => loadConfig({ ...base, AUTH_JWT_SECRET: 'a'.repeat(32) })).toThrow(
        /AUTH_JWT_SECRET 的密钥强度过低（估计约0位熵、1种字符/,
      );
      expect(() => loadConfig({ ...base, AUTH_JWT_SECRET: 'password'.repeat(4) })).toThrow(
        /AUTH_JWT_SECRET 的密钥强度过低/,
      );
      expect(() => loadConfig({ ...base, AUTH_CLIENTS: 'saber:xxxxxxxxxxxxxxxxxxxxxxxx' })).toThrow(
        /AUTH_CLIENTS（客户端 saber） 的密钥强度过低/,
      );
      // Outside production a weak secret is the developer's business.
      expect(loadConfig({ AUTH_JWT_SECRET: 'a'.repeat(32) }).auth.jwtSecret).toBe('a'.repeat(32));
    });

    it('accepts random secrets as openssl makes them', () => {
      const hex16 = '3f9a0c7be2d54816a9f03c2e7b1d8a64';
      const base64 = 'q8Vx2Lr0Zt6Kp3Wm9Jc1Hb5Nf7Dg4Sa+Ye0Uo2Ri8Tk6Ql1Xz3Mv9Bn5Cw7Ej4Pd';
      expect(loadConfig({ ...base, AUTH_JWT_SECRET: hex16 }).auth.jwtSecret).toBe(hex16);
      expect(
        loadConfig({ ...base, AUTH_JWT_SECRET: base64, AUTH_CLIENTS: `saber:${hex16}` }).auth.clients,
      ).toEqual([{ id: 'saber', secret: hex16 }]);
    });

    it('lists every problem at once', () => {
      const attempt = () =>
        loadConfig({
          ...base,
          AUTH_JWT_SECRET: 'a'.repeat(32),
          AUTH_CLIENTS: 'saber:saber_secret',
          AUTH_ALLOW_PASSWORD_GRANT: 'true',
          HSTS: 'false',
        });
      expect(attempt).toThrow(ConfigError);
      const message = (() => {
        try {
          attempt();
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      for (const variable of ['AUTH_JWT_SECRET', 'AUTH_CLIENTS', 'AUTH_ALLOW_PASSWORD_GRANT', 'HSTS'])
        expect(message).toContain(variable);
    });

    it('makes the API docs and the health version opt-in in production', () => {
      const production = loadConfig(base);
      expect(production.apiDocs).toBe(false);
      expect(production.healthShowsVersion).toBe(false);
      const optedIn = loadConfig({ ...base, API_DOCS: 'true', HEALTH_SHOWS_VERSION: 'true' });
      expect(optedIn.apiDocs).toBe(true);
      expect(optedIn.healthShowsVersion).toBe(true);
      const development = loadConfig({});
      expect(development.apiDocs).toBe(true);
      expect(development.healthShowsVersion).toBe(true);
      expect(loadConfig({ APP_ENV: 'test', API_DOCS: 'false' }).apiDocs).toBe(false);
      expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
    });
  });
});
