import { describe, expect, it } from 'vitest';
import {
  type CharSet,
  MAX_REPEAT_COUNT,
  parseRegexSource,
  type RegexNode,
  UnsafePatternError,
} from './regex-parser.js';

/**
 * The parser's structure, node by node: the safety check (safe-pattern.ts) reads first characters,
 * repeats and alternations from it, so a set that is one code point off or a repeat with the wrong
 * bounds would make it judge a pattern it never saw. Mutation testing found these unpinned.
 */
const set = (...ranges: Array<readonly [number, number]>): CharSet => ({ any: false, ranges });
const ANY: CharSet = { any: true, ranges: [] };
const chars = (s: CharSet): RegexNode => ({ kind: 'chars', set: s });
const one = (c: string): RegexNode => chars(set([c.codePointAt(0)!, c.codePointAt(0)!]));
const seq = (...items: RegexNode[]): RegexNode => ({ kind: 'seq', items });
const parse = (source: string, unicode = false) => parseRegexSource(source, unicode);
/** The only item of a one-item sequence. */
const only = (source: string, unicode = false) => {
  const node = parse(source, unicode);
  if (node.kind !== 'seq' || node.items.length !== 1) throw new Error(`not one item: ${source}`);
  return node.items[0]!;
};
const setOf = (source: string, unicode = false) => {
  const node = only(source, unicode);
  if (node.kind !== 'chars') throw new Error(`not chars: ${source}`);
  return node.set;
};
const refusal = (source: string, unicode = false) => {
  try {
    parse(source, unicode);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsafePatternError);
    expect((error as UnsafePatternError).name).toBe('UnsafePatternError');
    return (error as UnsafePatternError).reason;
  }
  throw new Error(`accepted: ${source}`);
};

describe('atoms', () => {
  it('anchors and word boundaries are assertions; . is any character', () => {
    expect(parse('^a$')).toEqual(seq({ kind: 'assert' }, one('a'), { kind: 'assert' }));
    expect(parse('$')).toEqual(seq({ kind: 'assert' }));
    expect(parse('\\b\\B')).toEqual(seq({ kind: 'assert' }, { kind: 'assert' }));
    expect(only('.')).toEqual(chars(ANY));
  });

  it('alternation keeps every branch; a single branch is the sequence itself', () => {
    expect(parse('a|bc|')).toEqual({
      kind: 'alt',
      branches: [seq(one('a')), seq(one('b'), one('c')), seq()],
    });
    expect(parse('ab')).toEqual(seq(one('a'), one('b')));
  });

  it('groups: plain, non-capturing and named all hold their body', () => {
    const body = { kind: 'alt', branches: [seq(one('a')), seq(one('b'))] };
    expect(only('(a|b)')).toEqual({ kind: 'group', body });
    expect(only('(?:a|b)')).toEqual({ kind: 'group', body });
    expect(only('(?<name>a|b)')).toEqual({ kind: 'group', body });
  });
});

describe('escapes', () => {
  it('class escapes', () => {
    expect(setOf('\\d')).toEqual(set([0x30, 0x39]));
    expect(setOf('\\w')).toEqual(set([0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]));
    expect(setOf('\\s').ranges[0]).toEqual([0x09, 0x0d]);
    expect(setOf('\\s').ranges).toContainEqual([0x3000, 0x3000]);
    for (const negated of ['\\D', '\\W', '\\S']) expect(setOf(negated)).toEqual(ANY);
  });

  it('control escapes and NUL', () => {
    expect(setOf('\\t')).toEqual(set([9, 9]));
    expect(setOf('\\n')).toEqual(set([10, 10]));
    expect(setOf('\\v')).toEqual(set([11, 11]));
    expect(setOf('\\f')).toEqual(set([12, 12]));
    expect(setOf('\\r')).toEqual(set([13, 13]));
    expect(setOf('\\0')).toEqual(set([0, 0]));
  });

  it('hex and unicode escapes, and their malformed forms read as the letter', () => {
    expect(setOf('\\x41')).toEqual(set([0x41, 0x41]));
    expect(setOf('\\xaF')).toEqual(set([0xaf, 0xaf]));
    expect(parse('\\x4')).toEqual(seq(one('x'), one('4')));
    expect(parse('\\xG1')).toEqual(seq(one('x'), one('G'), one('1')));
    expect(setOf('\\u4e2d')).toEqual(set([0x4e2d, 0x4e2d]));
    expect(parse('\\u4e2')).toEqual(seq(one('u'), one('4'), one('e'), one('2')));
    expect(setOf('\\u{1F600}', true)).toEqual(set([0x1f600, 0x1f600]));
    // Without the u flag \u{…} is the letter u repeated (the braces are a quantifier there).
    expect(only('\\u{2}')).toEqual({ kind: 'repeat', body: one('u'), min: 2, max: 2 });
    // A brace escape with no closing brace or non-hex digits is the letter, then the rest.
    expect(parse('\\u{12', true)).toEqual(seq(one('u'), one('{'), one('1'), one('2')));
    expect(parse('\\u{zz}', true)).toEqual(seq(one('u'), one('{'), one('z'), one('z'), one('}')));
  });

  it('\\p{…} is any character with the u flag, the letter p without it', () => {
    expect(parse('\\p{L}a', true)).toEqual(seq(chars(ANY), one('a')));
    expect(parse('\\P{L}', true)).toEqual(seq(chars(ANY)));
    expect(parse('\\p', true)).toEqual(seq(chars(ANY)));
    expect(setOf('\\p')).toEqual(set([0x70, 0x70]));
  });

  it('\\c with a letter is a control character; otherwise the letter c', () => {
    expect(setOf('\\cJ')).toEqual(set([10, 10]));
    expect(setOf('\\cj')).toEqual(set([10, 10]));
    expect(parse('\\c1')).toEqual(seq(one('c'), one('1')));
    expect(parse('\\c')).toEqual(seq(one('c')));
  });

  it('an escaped other character is that character', () => {
    expect(setOf('\\.')).toEqual(set([0x2e, 0x2e]));
    expect(setOf('\\k')).toEqual(set([0x6b, 0x6b]));
  });
});

describe('classes', () => {
  it('ranges, single characters and escapes inside', () => {
    expect(setOf('[a-z0]')).toEqual(set([0x61, 0x7a], [0x30, 0x30]));
    expect(setOf('[\\d_]')).toEqual(set([0x30, 0x39], [0x5f, 0x5f]));
    expect(setOf('[\\x41-\\x43]')).toEqual(set([0x41, 0x43]));
    expect(setOf('[\\b]')).toEqual(set([8, 8]));
  });

  it('a dash at either end, or after a multi-range escape, is a character', () => {
    expect(setOf('[a-]')).toEqual(set([0x61, 0x61], [0x2d, 0x2d]));
    expect(setOf('[-a]')).toEqual(set([0x2d, 0x2d], [0x61, 0x61]));
    // Annex B: beside a class escape the dash is a member, not a range ([\w-a] is \w, '-' and 'a').
    expect(setOf('[\\d-a]')).toEqual(set([0x30, 0x39], [0x2d, 0x2d], [0x61, 0x61]));
    expect(setOf('[a-\\d]')).toEqual(set([0x61, 0x61], [0x2d, 0x2d], [0x30, 0x39]));
    expect(setOf('[\\x41-\\x43-]')).toEqual(set([0x41, 0x43], [0x2d, 0x2d]));
  });

  it('a negated class or one holding \\D is any character', () => {
    expect(setOf('[^a]')).toEqual(ANY);
    expect(setOf('[\\Da]')).toEqual({ any: true, ranges: [[0x61, 0x61]] });
    expect(setOf('[a-\\D]')).toEqual({
      any: true,
      ranges: [
        [0x61, 0x61],
        [0x2d, 0x2d],
      ],
    });
    expect(setOf('[\\D-a]')).toEqual({
      any: true,
      ranges: [
        [0x2d, 0x2d],
        [0x61, 0x61],
      ],
    });
  });

  it('an empty class is an empty set', () => {
    expect(setOf('[]')).toEqual(set());
  });
});

describe('quantifiers', () => {
  it('*, +, ? and their lazy forms', () => {
    expect(only('a*')).toEqual({ kind: 'repeat', body: one('a'), min: 0, max: Infinity });
    expect(only('a+')).toEqual({ kind: 'repeat', body: one('a'), min: 1, max: Infinity });
    expect(only('a?')).toEqual({ kind: 'repeat', body: one('a'), min: 0, max: 1 });
    expect(only('a+?')).toEqual({ kind: 'repeat', body: one('a'), min: 1, max: Infinity });
    expect(parse('a??b')).toEqual(seq({ kind: 'repeat', body: one('a'), min: 0, max: 1 }, one('b')));
  });

  it('{n}, {n,}, {n,m}; a brace that is no quantifier is a character', () => {
    expect(only('a{3}')).toEqual({ kind: 'repeat', body: one('a'), min: 3, max: 3 });
    expect(only('a{2,}')).toEqual({ kind: 'repeat', body: one('a'), min: 2, max: Infinity });
    expect(only('a{2,5}')).toEqual({ kind: 'repeat', body: one('a'), min: 2, max: 5 });
    expect(parse('a{x}')).toEqual(seq(one('a'), one('{'), one('x'), one('}')));
    expect(parse('{')).toEqual(seq(one('{')));
  });

  it(`counts up to ${MAX_REPEAT_COUNT} pass, one more is refused either side`, () => {
    expect(only(`a{${MAX_REPEAT_COUNT}}`)).toMatchObject({ min: 1000, max: 1000 });
    expect(only(`a{0,${MAX_REPEAT_COUNT}}`)).toMatchObject({ min: 0, max: 1000 });
    expect(refusal('a{1001}')).toBe('重复次数不能超过1000');
    expect(refusal('a{0,1001}')).toBe('重复次数不能超过1000');
    expect(refusal('a{1001,}')).toBe('重复次数不能超过1000');
  });
});

describe('refusals', () => {
  it('lookaround of every kind', () => {
    for (const source of ['(?=a)', '(?!a)', '(?<=a)', '(?<!a)'])
      expect(refusal(source)).toBe('不允许使用零宽断言（先行或后行断言）');
  });

  it('backreferences, numbered and named, outside and inside classes', () => {
    expect(refusal('(a)\\1')).toBe('不允许使用反向引用');
    expect(refusal('(a)\\9')).toBe('不允许使用反向引用');
    expect(refusal('(?<n>a)\\k<n>')).toBe('不允许使用反向引用');
    expect(refusal('[\\1]')).toBe('不允许使用反向引用');
  });

  it('other group syntax and malformed input', () => {
    expect(refusal('(?i)')).toBe('不支持的分组语法');
    expect(refusal('(?<name')).toBe('语法错误');
    expect(refusal('(a')).toBe('语法错误');
    expect(refusal('a)')).toBe('语法错误');
    expect(refusal('\\')).toBe('语法错误');
    expect(refusal('[a')).toBe('语法错误');
    expect(refusal('[\\')).toBe('语法错误');
  });
});
