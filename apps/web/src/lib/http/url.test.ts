import { describe, expect, it } from 'vitest';
import { appendQuery, pathOf, withApiPrefix } from './url';

describe('withApiPrefix', () => {
  it.each([
    ['blade-system/x', '/api/blade-system/x'],
    ['/blade-system/x', '/api/blade-system/x'],
    ['/api/blade-system/x', '/api/blade-system/x'],
    ['api/blade-system/x', '/api/blade-system/x'],
    ['/apiary/x', '/api/apiary/x'],
    ['/api?x=1', '/api?x=1'],
    ['https://example.com/x', 'https://example.com/x'],
  ])('%s → %s', (url, expected) => {
    expect(withApiPrefix(url)).toBe(expected);
  });
});

describe('appendQuery', () => {
  it('keeps existing parameters and encodes values', () => {
    expect(appendQuery('/api/x?a=1', { b: '中 文', c: 2, d: true })).toBe(
      '/api/x?a=1&b=%E4%B8%AD+%E6%96%87&c=2&d=true',
    );
  });

  it('adds nothing for empty params', () => {
    expect(appendQuery('/api/x', { a: undefined })).toBe('/api/x');
    expect(appendQuery('/api/x', undefined)).toBe('/api/x');
  });
});

it('pathOf drops query and hash', () => {
  expect(pathOf('/api/x/queryPage?y=1#z')).toBe('/api/x/queryPage');
});
