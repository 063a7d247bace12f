import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64, fromHex, toBase64, toHex, utf8 } from './bytes.js';

/** Any UTF-16 code unit, lone surrogates included: what a JavaScript string can hold. */
const anyCodeUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

describe('ledger bytes', () => {
  it('encodes UTF-8 as Node does, a lone surrogate as U+FFFD', () => {
    fc.assert(
      fc.property(anyCodeUnits, (text) => {
        expect(Buffer.from(utf8(text)).equals(Buffer.from(text, 'utf8'))).toBe(true);
      }),
    );
    expect(toHex(utf8('股\ud800'))).toBe('e882a1efbfbd');
    expect(toHex(utf8('😀'))).toBe('f09f9880');
  });

  it('writes and reads hex and base64 as Node does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(toHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
        expect(fromHex(toHex(bytes))).toEqual(bytes);
        expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
        expect(fromBase64(toBase64(bytes))).toEqual(bytes);
      }),
    );
  });
});
