import { describe, expect, it } from 'vitest';
import { checkSafePattern } from './safe-pattern.js';

// The edges of checkSafePattern that safe-pattern.test.ts leaves: with the i flag, branches that
// overlap only once case is folded (each bound of the ASCII letter ranges), non-ASCII counted as
// anything, and branches or bodies that can match nothing because of a {0} repeat.
const reasonOf = (pattern: string) => {
  const result = checkSafePattern(pattern);
  return result.ok ? 'ok' : result.reason;
};
const OVERLAP = '量词内的选择分支不能有重叠';

describe('checkSafePattern with the i flag: overlap after case folding', () => {
  it.each([
    ['/^(Z|z)+$/i', OVERLAP],
    ['/^(a|Z)+$/i', 'ok'],
    ['/^([Z-\\[]|z)+$/i', OVERLAP],
    ['/^([Z-\\[]|\\{)+$/i', 'ok'],
    ['/^([`-a]|A)+$/i', OVERLAP],
    ['/^([`-a]|@)+$/i', 'ok'],
    ['/^(@|a)+$/i', 'ok'],
    ['/^([@-A]|a)+$/i', OVERLAP],
    ['/^([0-9]|a)+$/i', 'ok'],
    ['/^(\\x7f|x)+$/i', 'ok'],
    ['/^(é|x)+$/iu', OVERLAP],
    ['/^(Z|z)+$/', 'ok'],
  ])('%s → %s', (pattern, expected) => {
    expect(reasonOf(pattern)).toBe(expected);
  });
});

describe('checkSafePattern: what can match nothing inside a repetition', () => {
  it('refuses a branch repeated zero times, and a body repeated zero times', () => {
    expect(reasonOf('/^(x{0}|a)+$/')).toBe('量词内的选择分支不能为空');
    expect(reasonOf('/^(a{0})+$/')).toBe('不允许重复可匹配空串的内容');
    expect(reasonOf('/^(a{0}b|c)+$/')).toBe('ok');
    expect(reasonOf('/^(a{0}b|b)+$/')).toBe(OVERLAP);
  });
});
