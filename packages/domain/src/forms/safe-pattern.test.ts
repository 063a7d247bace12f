import { describe, expect, it } from 'vitest';
import { checkSafePattern, isSafePattern, parsePatternLiteral } from './safe-pattern.js';

const reasonOf = (pattern: string) => {
  const result = checkSafePattern(pattern);
  return result.ok ? 'ok' : result.reason;
};

describe('parsePatternLiteral', () => {
  it('splits source and flags', () => {
    expect(parsePatternLiteral('/^a\\/b$/iu')).toEqual({ source: '^a\\/b$', flags: 'iu' });
    expect(parsePatternLiteral('^abc$')).toBeNull();
    expect(parsePatternLiteral('//')).toBeNull();
  });
});

describe('checkSafePattern: patterns the platform uses are accepted', () => {
  const accepted: [string, string][] = [
    ['mobile (000 §5)', '/^1[3-9]\\d{9}$/'],
    ['18-digit ID with check X', '/^\\d{17}[\\dXx]$/'],
    ['USCC charset', '/^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/'],
    ['report number, six decimals (001 §5.2)', '/^-?(0|[1-9]\\d*)(\\.\\d{1,6})?$/'],
    ['non-negative two decimals (001 §5.15)', '/^(0|[1-9]\\d*)(\\.\\d{1,2})?$/'],
    ['digits only (001 §5.17)', '/^\\d+$/'],
    ['thousands separators', '/^-?\\d{1,3}(,\\d{3})*(\\.\\d+)?$/'],
    ['holder name characters (000 §5)', '/^[A-Za-z0-9\\u4e00-\\u9fa5_()（）.。,，\\-·]+$/u'],
    ['bank card digits 16-19', '/^\\d{16,19}$/'],
    ['postal code', '/^\\d{6}$/'],
    ['simple email without nesting', '/^[\\w.+-]+@[\\w.-]+\\.[A-Za-z]{2,}$/'],
    ['date yyyy-MM-dd', '/^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$/'],
    ['disjoint alternation in repeat', '/^(?:[a-z]|\\d|_)+$/'],
    ['case-insensitive word', '/^abc$/i'],
    ['named group', '/^(?<year>\\d{4})$/'],
    ['all allowed flags', '/^a.b$/imsu'],
    ['unicode property escape', '/^\\p{Script=Han}+$/u'],
    ['fixed repeat inside a repeat', '/^(\\d{3}-)+\\d{4}$/'],
  ];
  it.each(accepted)('%s', (_name, pattern) => {
    expect(reasonOf(pattern)).toBe('ok');
    expect(isSafePattern(pattern)).toBe(true);
  });
});

describe('checkSafePattern: ReDoS and unsupported patterns are refused', () => {
  const refused: [string, string, string][] = [
    ['(a+)+ nested plus', '/^(a+)+$/', '不允许嵌套量词'],
    ['(a*)* nested star', '/(a*)*b/', '不允许嵌套量词'],
    ['(a|aa)+ overlapping branches', '/^(a|aa)+$/', '量词内的选择分支不能有重叠'],
    ['(a|a)* identical branches', '/(a|a)*/', '量词内的选择分支不能有重叠'],
    ['(\\d|[0-9])+ overlapping classes', '/^(\\d|[0-9])+$/', '量词内的选择分支不能有重叠'],
    ['(.|\\s)* dot overlaps everything', '/(.|\\s)*x/', '量词内的选择分支不能有重叠'],
    ['(A|a)+ with i flag', '/^(A|a)+$/i', '量词内的选择分支不能有重叠'],
    ['OWASP (\\w+\\s?)*', '/^(\\w+\\s?)*$/', '不允许嵌套量词'],
    [
      'OWASP email',
      '/^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$/',
      '不允许嵌套量词',
    ],
    ['OWASP ([a-z])+.)+', '/^(([a-z])+.)+[A-Z]([a-z])+$/', '不允许嵌套量词'],
    ['polynomial (.*a){12}', '/(.*a){12}/', '不允许嵌套量词'],
    ['counted range in repeat', '/^(\\d{1,3})+$/', '不允许嵌套量词'],
    ['optional inside repeat', '/^(a?b)+$/', '不允许嵌套量词'],
    ['empty branch in repeat', '/^(a|)+$/', '量词内的选择分支不能为空'],
    ['nullable body in repeat', '/^(\\b)+$/', '不允许重复可匹配空串的内容'],
    ['empty group repeated', '/^()*$/', '不允许重复可匹配空串的内容'],
    ['backreference', '/^(a)\\1$/', '不允许使用反向引用'],
    ['named backreference', '/^(?<x>a)\\k<x>$/', '不允许使用反向引用'],
    ['lookahead', '/^(?=a)a$/', '不允许使用零宽断言（先行或后行断言）'],
    ['negative lookahead', '/^(?!a)b$/', '不允许使用零宽断言（先行或后行断言）'],
    ['lookbehind', '/(?<=a)b/', '不允许使用零宽断言（先行或后行断言）'],
    ['negative lookbehind', '/(?<!a)b/', '不允许使用零宽断言（先行或后行断言）'],
    ['g flag', '/a/g', '不支持的标志「g」，只允许 i、u、m、s'],
    ['y flag', '/a/y', '不支持的标志「y」，只允许 i、u、m、s'],
    ['repeated flag', '/a/ii', '标志「i」重复'],
    ['syntax error', '/(a/', '语法错误'],
    ['not a literal', '^a$', '格式应为 /正则表达式/标志'],
    ['huge repeat count', '/a{5000}/', '重复次数不能超过1000'],
  ];
  it.each(refused)('%s', (_name, pattern, reason) => {
    expect(reasonOf(pattern)).toBe(reason);
    expect(isSafePattern(pattern)).toBe(false);
  });

  it('refuses patterns longer than 500 characters', () => {
    expect(reasonOf(`/${'a'.repeat(501)}/`)).toBe('长度不能超过500个字符');
    expect(reasonOf(`/${'a'.repeat(500)}/`)).toBe('ok');
  });

  it('returns a stateless RegExp that can be reused', () => {
    const result = checkSafePattern('/^\\d+$/');
    if (!result.ok) throw new Error('expected ok');
    expect(result.regex.flags).toBe('');
    expect(result.regex.test('123')).toBe(true);
    expect(result.regex.test('123')).toBe(true);
    expect(checkSafePattern('/^\\d+$/')).toBe(result);
  });
});
