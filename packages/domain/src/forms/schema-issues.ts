import type { z } from 'zod';

/** Turns zod issues into Chinese messages of the form `<问题>：<JSON 路径>`. */

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `groups[0].fields[2].rules[1].pattern`; the root is （根）. */
export function formatJsonPath(path: Path): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out === '' ? '（根）' : out;
}

export function pathMessage(message: string, path: Path): string {
  return `${message}：${formatJsonPath(path)}`;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  record: '对象',
  null: 'null',
};

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = String(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (small && limit === '1') return '不能为空';
    return small ? `长度不能少于${limit}` : `长度不能超过${limit}`;
  }
  if (issue.origin === 'array') return small ? `至少需要${limit}项` : `最多${limit}项`;
  return small ? `不能小于${limit}` : `不能大于${limit}`;
}

/** The branch of a failed union that got furthest: fewest issues, deepest first issue. */
function bestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] {
  const score = (issues: readonly Issue[]) => issues.length * 100 - (issues[0]?.path.length ?? 0);
  return [...branches].sort((a, b) => score(a) - score(b))[0] ?? [];
}

export interface IssueMessage {
  path: PropertyKey[];
  message: string;
}

/** One zod issue as path + message pairs; failed unions report their most likely branch. */
export function describeIssue(issue: Issue, prefix: Path = []): IssueMessage[] {
  const path = [...prefix, ...issue.path];
  const at = (message: string, where: PropertyKey[] = path): IssueMessage[] => [{ path: where, message }];
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: [...path, key], message: '不允许的配置项' }));
    case 'invalid_type':
      if (issue.input === undefined) return at('缺少必填配置项');
      return at(`类型错误，应为${TYPE_NAMES[issue.expected] ?? issue.expected}`);
    case 'invalid_value':
      return at(`取值无效，可选值：${issue.values.map(String).join('、')}`);
    case 'invalid_union': {
      if ('options' in issue && issue.options && issue.errors.length === 0) {
        return at(`取值无效，可选值：${issue.options.map(String).join('、')}`);
      }
      const branch = bestBranch(issue.errors);
      if (branch.length === 0) return at('取值无效');
      return branch.flatMap((inner) => describeIssue(inner, path));
    }
    case 'too_small':
    case 'too_big':
      return at(sizeMessage(issue));
    default:
      // custom and invalid_format carry our own Chinese messages.
      return at(issue.message);
  }
}

/** A configuration given as JSON text parsed (anything else taken as it is), or the refusal. */
export function configJson(json: unknown): { ok: true; raw: unknown } | { ok: false; errors: string[] } {
  if (typeof json !== 'string') return { ok: true, raw: json };
  try {
    return { ok: true, raw: JSON.parse(json) };
  } catch {
    return { ok: false, errors: [pathMessage('JSON 格式错误', [])] };
  }
}
