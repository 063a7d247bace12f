/**
 * A small parser for the subset of JavaScript regular expressions that configuration may use.
 * It exists only to decide whether a pattern is safe to run (see `safe-pattern.ts`): it builds
 * just enough structure to see quantifiers, alternations and first characters, and refuses
 * constructs we never allow (backreferences, lookaround). Syntax itself is checked by the
 * RegExp constructor before this runs, so the parser may be lenient about malformed input.
 */

/** A set of code points: `any` when we cannot or need not be precise (negated classes, \D…). */
export interface CharSet {
  any: boolean;
  ranges: Array<readonly [number, number]>;
}

export type RegexNode =
  | { kind: 'alt'; branches: RegexNode[] }
  | { kind: 'seq'; items: RegexNode[] }
  | { kind: 'group'; body: RegexNode }
  | { kind: 'repeat'; body: RegexNode; min: number; max: number }
  | { kind: 'chars'; set: CharSet }
  | { kind: 'assert' };

/** Thrown for constructs the form engine refuses; `reason` is a Chinese message fragment. */
export class UnsafePatternError extends Error {
  readonly reason: string;

  constructor(reason: string) {
    super(reason);
    this.name = 'UnsafePatternError';
    this.reason = reason;
  }
}

export const MAX_REPEAT_COUNT = 1000;

const ANY: CharSet = { any: true, ranges: [] };
const DIGIT: CharSet = { any: false, ranges: [[0x30, 0x39]] };
const WORD: CharSet = {
  any: false,
  ranges: [
    [0x30, 0x39],
    [0x41, 0x5a],
    [0x5f, 0x5f],
    [0x61, 0x7a],
  ],
};
// The ECMAScript WhiteSpace and LineTerminator code points that \s matches.
const SPACE: CharSet = {
  any: false,
  ranges: [
    [0x09, 0x0d],
    [0x20, 0x20],
    [0xa0, 0xa0],
    [0x1680, 0x1680],
    [0x2000, 0x200a],
    [0x2028, 0x2029],
    [0x202f, 0x202f],
    [0x205f, 0x205f],
    [0x3000, 0x3000],
    [0xfeff, 0xfeff],
  ],
};

const single = (code: number): CharSet => ({ any: false, ranges: [[code, code]] });

const CONTROL_ESCAPES: Readonly<Record<string, number>> = { t: 9, n: 10, v: 11, f: 12, r: 13, '0': 0 };

class Parser {
  private index = 0;

  constructor(
    private readonly source: string,
    private readonly unicode: boolean,
  ) {}

  parse(): RegexNode {
    const node = this.parseAlternation();
    if (this.index < this.source.length) throw new UnsafePatternError('语法错误');
    return node;
  }

  private peek(offset = 0): string | undefined {
    return this.source[this.index + offset];
  }

  private parseAlternation(): RegexNode {
    const branches = [this.parseSequence()];
    while (this.peek() === '|') {
      this.index++;
      branches.push(this.parseSequence());
    }
    return branches.length === 1 ? branches[0]! : { kind: 'alt', branches };
  }

  private parseSequence(): RegexNode {
    const items: RegexNode[] = [];
    while (this.index < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      items.push(this.parseQuantified(this.parseAtom()));
    }
    return { kind: 'seq', items };
  }

  private parseAtom(): RegexNode {
    const char = this.source[this.index++]!;
    switch (char) {
      case '^':
      case '$':
        return { kind: 'assert' };
      case '.':
        return { kind: 'chars', set: ANY };
      case '(':
        return this.parseGroup();
      case '[':
        return { kind: 'chars', set: this.parseClass() };
      case '\\':
        return this.parseEscape();
      default:
        return { kind: 'chars', set: single(char.codePointAt(0)!) };
    }
  }

  private parseGroup(): RegexNode {
    if (this.peek() === '?') {
      const next = this.peek(1);
      const afterLt = this.peek(2);
      if (next === '=' || next === '!' || (next === '<' && (afterLt === '=' || afterLt === '!'))) {
        throw new UnsafePatternError('不允许使用零宽断言（先行或后行断言）');
      }
      if (next === ':') {
        this.index += 2;
      } else if (next === '<') {
        const close = this.source.indexOf('>', this.index);
        if (close < 0) throw new UnsafePatternError('语法错误');
        this.index = close + 1;
      } else {
        throw new UnsafePatternError('不支持的分组语法');
      }
    }
    const body = this.parseAlternation();
    if (this.source[this.index++] !== ')') throw new UnsafePatternError('语法错误');
    return { kind: 'group', body };
  }

  private parseEscape(): RegexNode {
    const char = this.source[this.index++];
    if (char === undefined) throw new UnsafePatternError('语法错误');
    if (char === 'b' || char === 'B') return { kind: 'assert' };
    if (/[1-9]/.test(char) || (char === 'k' && this.peek() === '<')) {
      throw new UnsafePatternError('不允许使用反向引用');
    }
    return { kind: 'chars', set: this.escapeSet(char, false) };
  }

  /** The set an escape stands for; `char` is the character after the backslash. */
  private escapeSet(char: string, inClass: boolean): CharSet {
    if (char === 'd') return DIGIT;
    if (char === 'w') return WORD;
    if (char === 's') return SPACE;
    if (char === 'D' || char === 'W' || char === 'S') return ANY;
    if (inClass && char === 'b') return single(8);
    if (/[1-9]/.test(char)) throw new UnsafePatternError('不允许使用反向引用');
    if (char in CONTROL_ESCAPES) return single(CONTROL_ESCAPES[char]!);
    if ((char === 'p' || char === 'P') && this.unicode) {
      const close = this.source.indexOf('}', this.index);
      this.index = close < 0 ? this.index : close + 1;
      return ANY;
    }
    if (char === 'x') return this.hexEscape(2) ?? single(char.codePointAt(0)!);
    if (char === 'u') return this.unicodeEscape() ?? single(char.codePointAt(0)!);
    if (char === 'c' && /[A-Za-z]/.test(this.peek() ?? '')) {
      return single(this.source.charCodeAt(this.index++) % 32);
    }
    return single(char.codePointAt(0)!);
  }

  private hexEscape(length: number): CharSet | null {
    const digits = this.source.slice(this.index, this.index + length);
    if (digits.length !== length || !/^[0-9A-Fa-f]+$/.test(digits)) return null;
    this.index += length;
    return single(Number.parseInt(digits, 16));
  }

  private unicodeEscape(): CharSet | null {
    if (this.peek() === '{' && this.unicode) {
      const close = this.source.indexOf('}', this.index);
      const digits = this.source.slice(this.index + 1, close);
      if (close < 0 || !/^[0-9A-Fa-f]+$/.test(digits)) return null;
      this.index = close + 1;
      return single(Number.parseInt(digits, 16));
    }
    return this.hexEscape(4);
  }

  private parseClass(): CharSet {
    const negated = this.peek() === '^';
    if (negated) this.index++;
    const set: CharSet = { any: false, ranges: [] };
    while (this.index < this.source.length && this.peek() !== ']') {
      const low = this.parseClassAtom();
      addSet(set, low);
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        this.index++;
        const high = this.parseClassAtom();
        const from = codePointOf(low);
        const to = codePointOf(high);
        if (from !== null && to !== null) {
          set.ranges.pop();
          set.ranges.push([from, to]);
          continue;
        }
        // Annex B: a dash beside a class escape (`[\w-a]`) is itself a member.
        addSet(set, single(0x2d));
        addSet(set, high);
      }
    }
    if (this.source[this.index++] !== ']') throw new UnsafePatternError('语法错误');
    return negated ? ANY : set;
  }

  private parseClassAtom(): CharSet {
    const char = this.source[this.index++]!;
    if (char !== '\\') return single(char.codePointAt(0)!);
    const escaped = this.source[this.index++];
    if (escaped === undefined) throw new UnsafePatternError('语法错误');
    return this.escapeSet(escaped, true);
  }

  private parseQuantified(atom: RegexNode): RegexNode {
    const bounds = this.readQuantifier();
    if (!bounds) return atom;
    if (this.peek() === '?') this.index++;
    if (bounds.min > MAX_REPEAT_COUNT || (bounds.max !== Infinity && bounds.max > MAX_REPEAT_COUNT)) {
      throw new UnsafePatternError(`重复次数不能超过${MAX_REPEAT_COUNT}`);
    }
    return { kind: 'repeat', body: atom, ...bounds };
  }

  private readQuantifier(): { min: number; max: number } | null {
    const char = this.peek();
    if (char === '*' || char === '+' || char === '?') {
      this.index++;
      return { min: char === '+' ? 1 : 0, max: char === '?' ? 1 : Infinity };
    }
    if (char !== '{') return null;
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index));
    if (!match) return null;
    this.index += match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    return { min, max };
  }
}

/** The code point of a one-character set, else null (a class escape such as \d or \W). */
function codePointOf(set: CharSet): number | null {
  const [range] = set.ranges;
  return !set.any && set.ranges.length === 1 && range![0] === range![1] ? range![0] : null;
}

function addSet(target: CharSet, extra: CharSet): void {
  if (extra.any) target.any = true;
  target.ranges.push(...extra.ranges);
}

export function parseRegexSource(source: string, unicode: boolean): RegexNode {
  return new Parser(source, unicode).parse();
}
