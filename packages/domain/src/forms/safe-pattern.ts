import { type CharSet, parseRegexSource, type RegexNode, UnsafePatternError } from './regex-parser.js';

/**
 * Patterns in configuration are strings of the form `/regex/flags` (001 §5.20). They run on the
 * server against user input, so a pattern that can backtrack catastrophically would be a denial
 * of service. `checkSafePattern` is a conservative static check: it refuses anything whose
 * running time could grow faster than polynomially, plus features we never need.
 *
 * Refused: more than 500 characters; flags other than i, u, m, s (g and y make `test`
 * stateful); backreferences; lookahead and lookbehind; a repetition (any quantifier allowing
 * more than one match) whose body contains a variable-count quantifier (`(a+)+`, `(a*)*`,
 * `(\d{1,3})+`, `(.*a){12}`), can match the empty string, or contains an alternation whose
 * branches may start with the same character or match nothing (`(a|aa)+`, `(\d|[0-9])*`);
 * repeat counts above 1000.
 */

export const MAX_PATTERN_LENGTH = 500;
export const ALLOWED_PATTERN_FLAGS: readonly string[] = Object.freeze(['i', 'u', 'm', 's']);

export type SafePatternResult = { ok: true; regex: RegExp } | { ok: false; reason: string };

const LITERAL = /^\/([\s\S]+)\/([A-Za-z]*)$/;

/** Splits `/source/flags`; null when the text does not have that shape. */
export function parsePatternLiteral(text: string): { source: string; flags: string } | null {
  const match = LITERAL.exec(text);
  return match ? { source: match[1]!, flags: match[2]! } : null;
}

function checkFlags(flags: string): string | null {
  const seen = new Set<string>();
  for (const flag of flags) {
    if (!ALLOWED_PATTERN_FLAGS.includes(flag)) return `不支持的标志「${flag}」，只允许 i、u、m、s`;
    if (seen.has(flag)) return `标志「${flag}」重复`;
    seen.add(flag);
  }
  return null;
}

const cache = new Map<string, SafePatternResult>();
const CACHE_LIMIT = 1000;

/**
 * Checks and compiles a `/regex/flags` string. The result is cached per text, and the RegExp
 * has neither g nor y, so `regex.test` has no state and may be shared.
 */
export function checkSafePattern(text: string): SafePatternResult {
  const cached = cache.get(text);
  if (cached) return cached;
  const result = analyse(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, result);
  return result;
}

export function isSafePattern(text: string): boolean {
  return checkSafePattern(text).ok;
}

function analyse(text: string): SafePatternResult {
  const literal = parsePatternLiteral(text);
  if (!literal) return { ok: false, reason: '格式应为 /正则表达式/标志' };
  if (literal.source.length > MAX_PATTERN_LENGTH) {
    return { ok: false, reason: `长度不能超过${MAX_PATTERN_LENGTH}个字符` };
  }
  const flagProblem = checkFlags(literal.flags);
  if (flagProblem) return { ok: false, reason: flagProblem };
  let regex: RegExp;
  try {
    regex = new RegExp(literal.source, literal.flags);
  } catch {
    return { ok: false, reason: '语法错误' };
  }
  try {
    const tree = parseRegexSource(literal.source, literal.flags.includes('u'));
    checkNode(tree, literal.flags.includes('i'), false);
  } catch (error) {
    if (error instanceof UnsafePatternError) return { ok: false, reason: error.reason };
    throw error;
  }
  return { ok: true, regex };
}

/** Walks the tree; `inRepeat` is true below a quantifier that may match more than once. */
function checkNode(node: RegexNode, ignoreCase: boolean, inRepeat: boolean): void {
  switch (node.kind) {
    case 'alt':
      if (inRepeat) checkBranchesDisjoint(node.branches, ignoreCase);
      for (const branch of node.branches) checkNode(branch, ignoreCase, inRepeat);
      return;
    case 'seq':
      for (const item of node.items) checkNode(item, ignoreCase, inRepeat);
      return;
    case 'group':
      checkNode(node.body, ignoreCase, inRepeat);
      return;
    case 'repeat':
      checkRepeat(node, ignoreCase, inRepeat);
      return;
    default:
      return;
  }
}

function checkRepeat(node: Extract<RegexNode, { kind: 'repeat' }>, ignoreCase: boolean, inRepeat: boolean) {
  const variable = node.min !== node.max;
  if (inRepeat && variable) throw new UnsafePatternError('不允许嵌套量词');
  const repeats = node.max > 1;
  checkNode(node.body, ignoreCase, inRepeat || repeats);
  if (repeats && firstInfo(node.body).nullable) throw new UnsafePatternError('不允许重复可匹配空串的内容');
}

function checkBranchesDisjoint(branches: RegexNode[], ignoreCase: boolean): void {
  const infos = branches.map(firstInfo);
  for (let i = 0; i < infos.length; i++) {
    if (infos[i]!.nullable) throw new UnsafePatternError('量词内的选择分支不能为空');
    for (let j = i + 1; j < infos.length; j++) {
      if (setsOverlap(infos[i]!.first, infos[j]!.first, ignoreCase)) {
        throw new UnsafePatternError('量词内的选择分支不能有重叠');
      }
    }
  }
}

interface FirstInfo {
  first: CharSet;
  nullable: boolean;
}

/** The characters a match of `node` can start with, and whether it can match nothing. */
function firstInfo(node: RegexNode): FirstInfo {
  switch (node.kind) {
    case 'chars':
      return { first: node.set, nullable: false };
    case 'assert':
      return { first: { any: false, ranges: [] }, nullable: true };
    case 'group':
      return firstInfo(node.body);
    case 'repeat': {
      const body = firstInfo(node.body);
      return { first: body.first, nullable: node.min === 0 || body.nullable };
    }
    case 'alt':
      return union(node.branches.map(firstInfo), (infos) => infos.some((info) => info.nullable));
    case 'seq': {
      const infos: FirstInfo[] = [];
      for (const item of node.items) {
        const info = firstInfo(item);
        infos.push(info);
        if (!info.nullable) return union(infos, () => false);
      }
      return union(infos, () => true);
    }
  }
}

function union(infos: FirstInfo[], nullable: (infos: FirstInfo[]) => boolean): FirstInfo {
  const first: CharSet = { any: infos.some((info) => info.first.any), ranges: [] };
  for (const info of infos) first.ranges.push(...info.first.ranges);
  return { first, nullable: nullable(infos) };
}

function isEmptySet(set: CharSet): boolean {
  return !set.any && set.ranges.length === 0;
}

/** With the i flag every range is widened to both ASCII cases; non-ASCII counts as anything. */
function foldCase(set: CharSet): CharSet {
  const ranges: Array<readonly [number, number]> = [];
  for (const [low, high] of set.ranges) {
    if (high >= 0x80) return { any: true, ranges: [] };
    ranges.push([low, high]);
    if (low <= 0x5a && high >= 0x41) ranges.push([Math.max(low, 0x41) + 32, Math.min(high, 0x5a) + 32]);
    if (low <= 0x7a && high >= 0x61) ranges.push([Math.max(low, 0x61) - 32, Math.min(high, 0x7a) - 32]);
  }
  return { any: set.any, ranges };
}

function setsOverlap(a: CharSet, b: CharSet, ignoreCase: boolean): boolean {
  if (isEmptySet(a) || isEmptySet(b)) return false;
  const left = ignoreCase ? foldCase(a) : a;
  const right = ignoreCase ? foldCase(b) : b;
  if (left.any || right.any) return true;
  return left.ranges.some(([l1, h1]) => right.ranges.some(([l2, h2]) => l1 <= h2 && l2 <= h1));
}
