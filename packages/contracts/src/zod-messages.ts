import { z } from 'zod';

/**
 * Chinese wording of zod's own refusals, for every schema rule that carries no message of its own
 * (a rule's own message, e.g. 每页条数不能超过500, always wins). zod's bundled zh-CN locale prints
 * type names and regular expressions (期望 int <=9007199254740991, 必须满足正则表达式 /^\d+$/);
 * these say what to enter instead.
 */

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '是或否（true/false）',
  object: '对象',
  array: '列表',
  date: '日期',
};

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  email: '格式不正确，应为电子邮箱地址',
  url: '格式不正确，应为网址',
  datetime: '格式不正确，应为ISO 8601时间',
  date: '格式不正确，应为yyyy-MM-dd',
  time: '格式不正确，应为HH:mm:ss',
};

type Issue = z.core.$ZodRawIssue;

const sized = (origin: unknown) =>
  origin === 'string' ? '长度' : origin === 'array' || origin === 'set' ? '项数' : '';
const unit = (origin: unknown) =>
  origin === 'string' ? '个字符' : origin === 'array' || origin === 'set' ? '项' : '';

function invalidType(issue: Issue & { expected?: string }): string {
  if (issue.input === undefined || issue.input === null) return '不能为空';
  const expected = TYPE_NAMES[issue.expected ?? ''];
  if (issue.expected === 'number' && typeof issue.input === 'number') return '应为有效数字';
  return expected ? `应为${expected}` : '类型不正确';
}

function tooBig(issue: Issue & { origin?: string; maximum?: number | bigint; inclusive?: boolean }): string {
  const max = issue.maximum;
  if (max === Number.MAX_SAFE_INTEGER) return '数值过大';
  const size = sized(issue.origin);
  return `${size}不能${issue.inclusive === false ? '达到' : '超过'}${String(max)}${unit(issue.origin)}`;
}

function tooSmall(
  issue: Issue & { origin?: string; minimum?: number | bigint; inclusive?: boolean },
): string {
  const min = issue.minimum;
  if (min === Number.MIN_SAFE_INTEGER) return '数值过小';
  if ((issue.origin === 'string' || issue.origin === 'array') && Number(min) === 1) return '不能为空';
  const size = sized(issue.origin);
  if (size) return `${size}不能少于${String(min)}${unit(issue.origin)}`;
  return issue.inclusive === false ? `应大于${String(min)}` : `不能小于${String(min)}`;
}

/** The Chinese message of a zod issue whose rule carries none. */
export function chineseZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMAT_NAMES[(issue as { format?: string }).format ?? ''] ?? '格式不正确';
    case 'invalid_value': {
      const values = ((issue as { values?: unknown[] }).values ?? []).map(String);
      return values.length > 0 && values.length <= 10 ? `只能为${values.join('、')}` : '取值不正确';
    }
    case 'not_multiple_of':
      return `应为${String((issue as { divisor?: number }).divisor)}的整数倍`;
    case 'unrecognized_keys':
      return `不支持的字段：${((issue as { keys?: string[] }).keys ?? []).join('、')}`;
    default:
      return '取值不正确';
  }
}

/**
 * The beginnings of every message above: none names its subject, so a refusal puts the field's
 * name in front (当前页应为数字). A rule's own message (字典编码不能为空) begins otherwise.
 */
const GENERIC_BEGINNINGS = [
  '不能为空',
  '应为',
  '应大于',
  '数值过大',
  '数值过小',
  '长度不能',
  '项数不能',
  '不能超过',
  '不能达到',
  '不能小于',
  '格式不正确',
  '只能为',
  '取值不正确',
  '类型不正确',
  '不支持的字段',
];

export function isGenericZodMessage(message: string): boolean {
  return GENERIC_BEGINNINGS.some((b) => message.startsWith(b));
}

/** Makes every schema without its own message answer in Chinese; call once per process. */
export function installChineseZodMessages(): void {
  z.config({ customError: (issue) => chineseZodMessage(issue) });
}
