import { describe, expect, it } from 'vitest';
import {
  decodeMetadataValue,
  encodeMetadataValue,
  InvalidObjectKeyError,
  InvalidObjectOptionsError,
  newObjectKey,
  validateObjectKey,
  validatePutOptions,
} from './object-storage.js';

describe('validateObjectKey', () => {
  it.each([
    '000000/2024/05/3f2a.pdf',
    'a',
    'a/b/c',
    'A-Z_0.9/x.tar.gz',
    '.well-known',
    `${'a'.repeat(200)}/${'b'.repeat(200)}/${'c'.repeat(100)}`,
  ])('accepts %s', (key) => {
    expect(() => validateObjectKey(key)).not.toThrow();
  });

  it.each([
    ['empty', ''],
    ['parent', '../x'],
    ['absolute', '/abs'],
    ['empty segment', 'a//b'],
    ['inner parent', 'a/../b'],
    ['trailing parent', 'a/..'],
    ['double dot inside a name', 'a..b'],
    ['dot segment', 'a/./b'],
    ['trailing slash', 'a/'],
    ['unicode', '股东/名册.pdf'],
    ['backslash', 'a\\b'],
    ['space', 'a b'],
    ['newline', 'a\nb'],
    ['NUL', 'a\u0000b'],
    ['tilde (reserved for temp files)', 'a~meta.json'],
    ['600 characters', 'a'.repeat(600)],
    ['513 characters', `${'a/'.repeat(256)}a`],
    ['a 201-character segment', 'a'.repeat(201)],
  ])('refuses %s', (_label, key) => {
    expect(() => validateObjectKey(key)).toThrow(InvalidObjectKeyError);
  });

  it('quotes and shortens the key in the message', () => {
    expect(() => validateObjectKey(`\n${'x'.repeat(600)}`)).toThrow(/不能超过 512 个字符）："\\nxxx/);
  });
});

describe('newObjectKey', () => {
  it('builds tenant/yyyy/mm/uuid.ext in Beijing time', () => {
    // 2024-01-31T17:00Z is already February 1st in Beijing.
    const key = newObjectKey({
      tenantId: '000000',
      extension: '.PDF',
      now: new Date('2024-01-31T17:00:00Z'),
    });
    expect(key).toMatch(
      /^000000\/2024\/02\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/,
    );
    expect(() => validateObjectKey(key)).not.toThrow();
  });

  it('omits the extension when none is given and never repeats', () => {
    const now = new Date('2024-06-01T00:00:00Z');
    const a = newObjectKey({ tenantId: '000001', now });
    const b = newObjectKey({ tenantId: '000001', now });
    expect(a).toMatch(/^000001\/2024\/06\/[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });

  it.each([
    [{ tenantId: '../x' }],
    [{ tenantId: '' }],
    [{ tenantId: 'a/b' }],
    [{ tenantId: '000000', extension: 'p/df' }],
    [{ tenantId: '000000', extension: 'x'.repeat(17) }],
  ])('refuses unsafe parts %j', (params) => {
    expect(() => newObjectKey(params)).toThrow(InvalidObjectKeyError);
  });
});

describe('validatePutOptions', () => {
  it('accepts ordinary options', () => {
    expect(() =>
      validatePutOptions({
        contentType: 'application/pdf; charset=binary',
        contentLength: 0,
        metadata: { 'original-name': '股东名册 2024.pdf', a1: '' },
      }),
    ).not.toThrow();
  });

  it.each([
    ['empty content type', { contentType: '' }],
    ['content type without a slash', { contentType: 'pdf' }],
    ['header injection', { contentType: 'text/plain\r\nX-Evil: 1' }],
    ['non-ASCII content type', { contentType: 'text/纯文本' }],
    ['negative length', { contentType: 'a/b', contentLength: -1 }],
    ['fractional length', { contentType: 'a/b', contentLength: 1.5 }],
    ['upper-case metadata name', { contentType: 'a/b', metadata: { Name: 'x' } }],
    ['underscore in metadata name', { contentType: 'a/b', metadata: { file_name: 'x' } }],
    ['reserved metadata name', { contentType: 'a/b', metadata: { sha256: 'x' } }],
    ['metadata over 2 KB once encoded', { contentType: 'a/b', metadata: { name: '股'.repeat(300) } }],
  ])('refuses %s', (_label, options) => {
    expect(() => validatePutOptions(options)).toThrow(InvalidObjectOptionsError);
  });
});

describe('metadata value encoding', () => {
  it('round-trips any text and leaves foreign values alone', () => {
    for (const value of ['股东名册 2024.pdf', 'a  b', '100%', '']) {
      expect(decodeMetadataValue(encodeMetadataValue(value))).toBe(value);
    }
    expect(decodeMetadataValue('100%')).toBe('100%');
  });
});
