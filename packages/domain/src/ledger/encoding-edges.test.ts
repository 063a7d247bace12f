import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesEqual, concatBytes, fromBase64, fromHex, toBase64, toHex } from './bytes.js';
import { CanonicalJsonError, canonicalJson, parseCanonicalJson } from './canonical-json.js';
import { COMMITMENT_PREFIX, commitField, commitPersonalFields } from './commitment.js';
import type { HashFn } from './merkle.js';

const sm3: HashFn = (b) => new Uint8Array(createHash('sm3').update(b).digest());

describe('bytes', () => {
  it('compares bytes by length and every byte, the last one included', () => {
    expect(bytesEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 3))).toBe(true);
    expect(bytesEqual(Uint8Array.of(1, 2, 3), Uint8Array.of(1, 2, 4))).toBe(false);
    expect(bytesEqual(Uint8Array.of(9, 2, 3), Uint8Array.of(1, 2, 3))).toBe(false);
    expect(bytesEqual(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 0))).toBe(false);
    expect(bytesEqual(new Uint8Array(0), new Uint8Array(0))).toBe(true);
  });

  it('concatenates in order', () => {
    expect(concatBytes(Uint8Array.of(1), new Uint8Array(0), Uint8Array.of(2, 3))).toEqual(
      Uint8Array.of(1, 2, 3),
    );
    expect(concatBytes()).toEqual(new Uint8Array(0));
  });

  it('reads hex of either case and refuses odd lengths and other characters', () => {
    expect(fromHex('00ffAB')).toEqual(Uint8Array.of(0, 255, 171));
    expect(toHex(Uint8Array.of(0, 255, 171))).toBe('00ffab');
    expect(fromHex('')).toEqual(new Uint8Array(0));
    for (const bad of ['0', 'abc', '0g', ' 00', '0x00'])
      expect(() => fromHex(bad)).toThrow('十六进制字符串格式不正确');
  });

  it('writes padded base64 for every tail length', () => {
    expect(toBase64(new Uint8Array(0))).toBe('');
    expect(toBase64(Uint8Array.of(0xfb))).toBe('+w==');
    expect(toBase64(Uint8Array.of(0xfb, 0xff))).toBe('+/8=');
    expect(toBase64(Uint8Array.of(0xfb, 0xff, 0xbf))).toBe('+/+/');
    expect(toBase64(Uint8Array.of(1, 2, 3, 4))).toBe('AQIDBA==');
  });

  it('reads base64 strictly: padded, standard alphabet, canonical trailing bits', () => {
    expect(fromBase64('+/+/')).toEqual(Uint8Array.of(0xfb, 0xff, 0xbf));
    expect(fromBase64('+w==')).toEqual(Uint8Array.of(0xfb));
    expect(fromBase64('AQIDBA==')).toEqual(Uint8Array.of(1, 2, 3, 4));
    expect(fromBase64('')).toEqual(new Uint8Array(0));
    for (const bad of ['+w', '+w=', '-_8=', '+x==', 'AQ=D', 'AQIDBA===', '====', ' +w=='])
      expect(() => fromBase64(bad)).toThrow('Base64 格式不正确');
  });
});

describe('canonical JSON (RFC 8785) of ledger entries', () => {
  it('writes null, booleans, integers, minus zero and nested arrays', () => {
    expect(canonicalJson({ n: null, t: true, f: false, z: -0, a: [1, [2, []]], s: 'é"' })).toBe(
      '{"a":[1,[2,[]]],"f":false,"n":null,"s":"é\\"","t":true,"z":0}',
    );
  });

  it('leaves out members that are undefined, and accepts objects without a prototype', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { b: 1, a: undefined });
    expect(canonicalJson(bare)).toBe('{"b":1}');
  });

  it('names the path of a value it refuses, in arrays and objects', () => {
    expect(() => canonicalJson({ body: { entries: [{ q: 1 }, { q: 0.5 }] } })).toThrow(
      '存证条目字段 $.body.entries[1].q 必须是安全整数，数量和金额请使用整数字符串',
    );
    expect(() => canonicalJson([1, () => 1])).toThrow('存证条目字段 $[1] 的类型（function）不能写入存证');
    expect(() => canonicalJson({ m: new Map() })).toThrow('存证条目字段 $.m 不是普通对象');
    expect(() => canonicalJson(undefined)).toThrow(CanonicalJsonError);
  });

  it('refuses text that is not JSON, naming it so', () => {
    expect(() => parseCanonicalJson('{')).toThrow('存证条目不是有效的JSON');
    expect(parseCanonicalJson('{"a":[1,"x"]}')).toEqual({ a: [1, 'x'] });
  });
});

describe('commitments of personal fields', () => {
  const seed = fromHex('11'.repeat(32));

  it('commits named string fields at any depth by their dotted path; nothing else changes', () => {
    const value = { holderId: 'h-1', list: [{ holderId: 'h-2', n: 1 }, null], holder: { holderId: 7 } };
    expect(commitPersonalFields(sm3, seed, value, new Set(['holderId']))).toEqual({
      holderId: commitField(sm3, seed, 'holderId', 'h-1'),
      list: [{ holderId: commitField(sm3, seed, 'list.0.holderId', 'h-2'), n: 1 }, null],
      holder: { holderId: 7 },
    });
    expect(commitPersonalFields(sm3, seed, 'text', new Set(['holderId']))).toBe('text');
  });

  it('prefixes a commitment and binds it to the path and the value', () => {
    const c = commitField(sm3, seed, 'a', 'v');
    expect(c.startsWith(COMMITMENT_PREFIX)).toBe(true);
    expect(COMMITMENT_PREFIX).toBe('c:');
    expect(commitField(sm3, seed, 'b', 'v')).not.toBe(c);
    expect(commitField(sm3, seed, 'a', 'w')).not.toBe(c);
  });
});
