import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex, utf8 } from '../ledger/bytes.js';
import { canonicalJson } from '../ledger/canonical-json.js';
import { sm3Hash } from '../ledger/hashes.js';
import { createSm2Signer } from '../ledger/sm2.js';
import {
  bodyBytes,
  buildHeader,
  headerBytes,
  sealSnapshot,
  snapshotBytes,
  verifySnapshot,
} from './header.js';

const key = fromHex('3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8');
const signer = createSm2Signer(key, { random: (n) => new Uint8Array(randomBytes(n)) });
const body = { holdingQuantity: '1000', account: { objectId: 'ZH-R00000000000001', version: 2 } };
const at = new Date('2026-11-29T08:00:00.999Z');

const header = () =>
  buildHeader({
    objectId: 'DJ-X-R00000000000001-3',
    objectClass: 'registration',
    version: 3,
    operation: 'update',
    at,
    keyId: 'k1',
    body,
  });

describe('the §6.3 header', () => {
  it('carries the model protocol, version, content type, id, version, operation, Unix seconds, remark, metadata', () => {
    expect(header()).toEqual({
      modelProtocol: '区域性股权市场跨链业务数据模型',
      modelVersion: '1.0',
      contentType: 'application/json;charset=utf-8',
      objectId: 'DJ-X-R00000000000001-3',
      version: 3,
      operation: 'update',
      timestamp: 1795939200,
      remark: '',
      metadata: { objectClass: 'registration', bodySm3: toHex(sm3Hash(bodyBytes(body))), keyId: 'k1' },
    });
  });

  it('keeps a remark', () => {
    const h = buildHeader({
      objectId: 'ZH-R1',
      objectClass: 'account',
      version: 0,
      operation: 'create',
      at,
      keyId: 'k',
      body: {},
      remark: '更正',
    });
    expect(h.remark).toBe('更正');
    expect(h.version).toBe(0);
  });

  it.each([-1, 1.5, Number.NaN])('refuses version %s', (version) => {
    expect(() =>
      buildHeader({
        objectId: 'ZH-R1',
        objectClass: 'account',
        version,
        operation: 'create',
        at,
        keyId: 'k',
        body: {},
      }),
    ).toThrow('数据对象版本必须是非负整数');
  });

  it('lays out header and snapshot as canonical JSON', () => {
    const h = header();
    expect(new TextDecoder().decode(headerBytes(h))).toBe(canonicalJson(h));
    expect(new TextDecoder().decode(snapshotBytes(h, body))).toBe(canonicalJson({ header: h, body }));
    expect(new TextDecoder().decode(bodyBytes(body))).toBe(
      '{"account":{"objectId":"ZH-R00000000000001","version":2},"holdingQuantity":"1000"}',
    );
  });
});

describe('sealing', () => {
  it('signs the header with SM2 and hashes the stored bytes with SM3', () => {
    const sealed = sealSnapshot(header(), body, signer.sign);
    expect(sealed.signature).toHaveLength(64);
    expect(sealed.sm3).toBe(toHex(sm3Hash(snapshotBytes(sealed.header, body))));
    expect(sealed.bytes).toEqual(snapshotBytes(sealed.header, body));
    expect(verifySnapshot(signer.publicKey, sealed)).toEqual([]);
  });

  it('names a changed header, a swapped body and another key', () => {
    const sealed = sealSnapshot(header(), body, signer.sign);
    const other = createSm2Signer(fromHex(`${'11'.repeat(31)}12`), {
      random: (n) => new Uint8Array(randomBytes(n)),
    });
    expect(verifySnapshot(signer.publicKey, { ...sealed, header: { ...sealed.header, version: 4 } })).toEqual(
      ['头部签名不正确'],
    );
    expect(
      verifySnapshot(signer.publicKey, { ...sealed, body: { ...body, holdingQuantity: '999' } }),
    ).toEqual(['数据体哈希与头部不一致']);
    expect(verifySnapshot(other.publicKey, sealed)).toEqual(['头部签名不正确']);
  });

  it('refuses a delete with a body', () => {
    const h = buildHeader({
      objectId: 'ZH-R1',
      objectClass: 'account',
      version: 1,
      operation: 'delete',
      at,
      keyId: 'k',
      body: { a: 1 },
    });
    const sealed = sealSnapshot(h, { a: 1 }, signer.sign);
    expect(verifySnapshot(signer.publicKey, sealed)).toEqual(['删除操作的数据体必须为空']);
    const empty = buildHeader({
      objectId: 'ZH-R1',
      objectClass: 'account',
      version: 1,
      operation: 'delete',
      at,
      keyId: 'k',
      body: {},
    });
    expect(verifySnapshot(signer.publicKey, sealSnapshot(empty, {}, signer.sign))).toEqual([]);
  });

  it('signs exactly the header bytes', () => {
    const seen: Uint8Array[] = [];
    sealSnapshot(header(), body, (m) => {
      seen.push(m);
      return new Uint8Array(64);
    });
    expect(seen).toEqual([utf8(canonicalJson(header()))]);
  });
});
