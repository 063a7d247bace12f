import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSignedCheckpoint, sm2SignatureToDer, sm2Verify, toBase64, utf8 } from '@rer/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { isCheckpointSignedBy, signCheckpoint, verifierKeysOf } from './checkpoints.js';
import { DEV_LEDGER_SM2_SIGNING_KEY } from './ledger-config.js';

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
const SM2_KEY = Buffer.alloc(32, 7).toString('base64');
const ED_KEY = Buffer.alloc(32, 1).toString('base64');
const NAME = 'rer.test/ledger/000000/sm3';
const BODY = `${NAME}\n5\n${toBase64(new Uint8Array(32).fill(3))}\n`;

describe('SM2 checkpoint signing configuration (ADR 17)', () => {
  it('signs with SM2 when LEDGER_SIGNING_ALG=sm2; the development key is refused in production', () => {
    const config = loadConfig({ LEDGER_SIGNING_ALG: 'sm2' }).ledger;
    expect(config.signer.alg).toBe('sm2');
    expect(config.signer.publicKeyRaw).toHaveLength(65);
    expect(config.isDevelopmentKey).toBe(true);
    expect(() => loadConfig({ ...production, LEDGER_SIGNING_ALG: 'sm2' })).toThrow(
      '生产环境必须设置 LEDGER_SM2_SIGNING_KEY（存证检查点SM2签名私钥，32字节Base64），不能使用开发默认值',
    );
    const prod = loadConfig({
      ...production,
      LEDGER_SIGNING_ALG: 'sm2',
      LEDGER_SM2_SIGNING_KEY: SM2_KEY,
    }).ledger;
    expect(prod.isDevelopmentKey).toBe(false);
    // The public Ed25519 development key is not trusted in production.
    expect(prod.verifiers.map((v) => v.alg)).toEqual(['sm2']);
  });

  it('keeps the other algorithm’s key and retired keys as verifiers, so old checkpoints stay valid', () => {
    const ed = loadConfig({ LEDGER_SIGNING_KEY: ED_KEY }).ledger;
    const switched = loadConfig({
      ...production,
      LEDGER_SIGNING_ALG: 'sm2',
      LEDGER_SM2_SIGNING_KEY: SM2_KEY,
      LEDGER_SIGNING_KEY: ED_KEY,
    }).ledger;
    expect(switched.verifiers.map((v) => v.alg)).toEqual(['sm2', 'ed25519']);
    const oldNote = parseSignedCheckpoint(signCheckpoint(ed.signer, NAME, BODY));
    const newNote = parseSignedCheckpoint(signCheckpoint(switched.signer, NAME, BODY));
    expect(isCheckpointSignedBy(oldNote, NAME, switched.verifiers)).toBe(true);
    expect(isCheckpointSignedBy(newNote, NAME, switched.verifiers)).toBe(true);
    expect(isCheckpointSignedBy(oldNote, NAME, switched.signer)).toBe(false);
    // Retired keys: only the public half is configured.
    const retired = `ed25519:${toBase64(ed.signer.publicKeyRaw)}, sm2:${toBase64(switched.signer.publicKeyRaw)}`;
    const rotated = loadConfig({ LEDGER_RETIRED_KEYS: retired }).ledger;
    expect(isCheckpointSignedBy(oldNote, NAME, rotated.verifiers)).toBe(true);
    expect(isCheckpointSignedBy(newNote, NAME, rotated.verifiers)).toBe(true);
    expect(verifierKeysOf(NAME, switched.verifiers)[0]).toMatch(
      /^rer\.test\/ledger\/000000\/sm3\+[0-9a-f]{8}\+/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ LEDGER_SIGNING_ALG: 'rsa' })).toThrow(/LEDGER_SIGNING_ALG/);
    expect(() => loadConfig({ LEDGER_SIGNING_ALG: 'sm2', LEDGER_SM2_SIGNING_KEY: 'short' })).toThrow(
      'LEDGER_SM2_SIGNING_KEY 必须是32字节的Base64编码',
    );
    const zero = Buffer.alloc(32).toString('base64');
    expect(() => loadConfig({ LEDGER_SIGNING_ALG: 'sm2', LEDGER_SM2_SIGNING_KEY: zero })).toThrow(
      'LEDGER_SM2_SIGNING_KEY 不是有效的SM2私钥',
    );
    expect(() => loadConfig({ LEDGER_RETIRED_KEYS: `ed25519:${ED_KEY},sm2:${ED_KEY}` })).toThrow(
      'LEDGER_RETIRED_KEYS 第2项应为 ed25519:<32字节公钥的Base64> 或 sm2:<65字节非压缩公钥的Base64>',
    );
  });

  it('the server’s SM2 signature verifies with the domain code and with OpenSSL', () => {
    const { signer } = loadConfig({
      LEDGER_SIGNING_ALG: 'sm2',
      LEDGER_SM2_SIGNING_KEY: DEV_LEDGER_SM2_SIGNING_KEY,
    }).ledger;
    const message = utf8(BODY);
    const signature = signer.sign(message);
    expect(sm2Verify(signer.publicKeyRaw, message, signature)).toBe(true);
    const dir = mkdtempSync(path.join(tmpdir(), 'ledger-sm2-'));
    try {
      const spki = Buffer.concat([
        Buffer.from('3059301306072a8648ce3d020106082a811ccf5501822d034200', 'hex'),
        signer.publicKeyRaw,
      ]);
      writeFileSync(path.join(dir, 'pub.der'), spki);
      writeFileSync(path.join(dir, 'body.txt'), message);
      writeFileSync(path.join(dir, 'sig.der'), sm2SignatureToDer(signature));
      const out = execFileSync(
        'openssl',
        [
          'dgst',
          '-sm3',
          '-verify',
          'pub.der',
          '-keyform',
          'DER',
          '-sigopt',
          'distid:1234567812345678',
        ].concat(['-signature', 'sig.der', 'body.txt']),
        { cwd: dir, stdio: 'pipe' },
      );
      expect(out.toString()).toContain('Verified OK');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
