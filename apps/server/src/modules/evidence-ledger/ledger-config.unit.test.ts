import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const production = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgres://u@h/db',
  SEED_DEMO_DATA: 'false',
  AUTH_JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  // The regional chain's sealing key (ADR 77): any valid SM2 key but the development default.
  CHAIN_SM2_SIGNING_KEY: Buffer.alloc(32, 9).toString('base64'),
  AUTH_CLIENTS: 'saber:Qm9vLXJhbmRvbS1jbGllbnQtc2VjcmV0',
  HSTS: 'true',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '登记托管',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  FACE_CHECK_PROVIDER: 'aliyun',
  ALIYUN_FACE_ACCESS_KEY_ID: 'id',
  ALIYUN_FACE_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_FACE_SCENE_ID: '1000',
};

describe('evidence ledger configuration', () => {
  it('defaults to SM3 and a development key, refused in production', () => {
    const config = loadConfig({}).ledger;
    expect(config).toMatchObject({
      hashAlg: 'sm3',
      originPrefix: 'rer.local/ledger',
      isDevelopmentKey: true,
    });
    expect(config.signer.publicKeyRaw).toHaveLength(32);
    expect(() => loadConfig(production)).toThrow(/LEDGER_SIGNING_KEY/);
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ ...production, LEDGER_SIGNING_KEY: key }).ledger.isDevelopmentKey).toBe(false);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ LEDGER_SIGNING_KEY: 'short' })).toThrow(
      'LEDGER_SIGNING_KEY 必须是32字节的Base64编码',
    );
    expect(() => loadConfig({ LEDGER_HASH: 'md5' })).toThrow(/LEDGER_HASH/);
    expect(() => loadConfig({ LEDGER_ORIGIN: 'https://x' })).toThrow(/LEDGER_ORIGIN 应为不含协议的URL/);
    expect(() => loadConfig({ LEDGER_WITNESS_URL: 'http://w.example' })).toThrow(
      'LEDGER_WITNESS_URL、LEDGER_WITNESS_NAME、LEDGER_WITNESS_KEY 须同时设置',
    );
  });
});
