import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CanonicalJsonError, canonicalJson, parseCanonicalJson } from './canonical-json.js';

describe('canonical JSON (RFC 8785)', () => {
  it('sorts members by UTF-16 code units and drops whitespace', () => {
    // RFC 8785 §3.2.3 example ordering: "\r" < "1" < "\u0080" < "\u00f6" < "\u20ac" < "\ud83d\ude00" < "\ufb33".
    const value = {
      '\u20ac': 'Euro',
      '\r': 'CR',
      '\ufb33': 'Hebrew',
      '1': 'One',
      '\ud83d\ude00': 'Smiley',
      '\u0080': 'Ctl',
      '\u00f6': 'Latin',
    };
    expect(canonicalJson(value)).toBe(
      '{"\\r":"CR","1":"One","\u0080":"Ctl","ö":"Latin","€":"Euro","\ud83d\ude00":"Smiley","\ufb33":"Hebrew"}',
    );
    expect(canonicalJson({ b: [1, { d: null, c: true }], a: '股份' })).toBe(
      '{"a":"股份","b":[1,{"c":true,"d":null}]}',
    );
  });

  it('refuses non-integer and unsafe numbers naming the field', () => {
    expect(() => canonicalJson({ body: { quantity: 1.5 } })).toThrow(
      '存证条目字段 $.body.quantity 必须是安全整数',
    );
    expect(() => canonicalJson({ q: 2 ** 53 })).toThrow(CanonicalJsonError);
    expect(() => canonicalJson({ q: 10n })).toThrow('bigint');
    expect(() => canonicalJson({ q: Number.NaN })).toThrow(CanonicalJsonError);
    expect(() => canonicalJson({ d: new Date(0) })).toThrow('不是普通对象');
  });

  it('round-trips and detects non-canonical text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const clean = JSON.parse(
          JSON.stringify(v, (_k, x) => (typeof x === 'number' ? Math.trunc(x) % 1000 : x)),
        );
        const text = canonicalJson(clean);
        expect(parseCanonicalJson(text)).toEqual(JSON.parse(text));
      }),
    );
    expect(() => parseCanonicalJson('{"b":1,"a":2}')).toThrow('不是规范化JSON');
    expect(() => parseCanonicalJson('{"a": 1}')).toThrow('不是规范化JSON');
  });
});
