import { z } from 'zod';
import { CONDITION_CONTEXT_KEYS } from './form-context.js';
import { checkSafePattern } from './safe-pattern.js';
import { addIssue } from './schema-common.js';
import { optionItemsSchema } from './schema-options.js';

/**
 * Conditions are data (conventions item 14): a tree of `{ path, operator, value }` over this
 * closed operator list, evaluated by `evaluateCondition` on both server and web.
 */
export const CONDITION_OPERATORS = Object.freeze([
  'eq',
  'ne',
  'in',
  'notIn',
  'gt',
  'gte',
  'lt',
  'lte',
  'empty',
  'notEmpty',
  'includes',
  'notIncludes',
  'startsWith',
  'matches',
] as const);

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export type ConditionScalar = string | number | boolean | null;

export interface Condition {
  /** `form.a.b`, `form.rows.0.x`, `row.x` (sub-table columns) or `context.<key>`. */
  path: string;
  operator: ConditionOperator;
  value?: ConditionScalar | ConditionScalar[];
}

export interface ConditionTree {
  logic: 'and' | 'or';
  items: ConditionNode[];
}

export type ConditionNode = Condition | ConditionTree;

const SEGMENT = '[A-Za-z0-9_]+';
export const CONDITION_PATH = new RegExp(
  `^(?:(?:form|row)(?:\\.${SEGMENT})+|context\\.(?:${CONDITION_CONTEXT_KEYS.join('|')}))$`,
);

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const ISO_DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

function isComparable(value: unknown): boolean {
  if (typeof value === 'number') return true;
  return typeof value === 'string' && (PLAIN_DECIMAL.test(value) || ISO_DATE_PREFIX.test(value));
}

/** The value each operator needs, or null when `value` fits. */
function operatorValueProblem(operator: ConditionOperator, value: Condition['value']): string | null {
  const isScalar = value !== undefined && !Array.isArray(value);
  switch (operator) {
    case 'eq':
    case 'ne':
      return isScalar ? null : `运算符 ${operator} 需要一个值（字符串、数字、布尔值或 null）`;
    case 'in':
    case 'notIn':
      return Array.isArray(value) ? null : `运算符 ${operator} 需要一个值列表`;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return isComparable(value) ? null : `运算符 ${operator} 需要数字或日期（yyyy-MM-dd）`;
    case 'empty':
    case 'notEmpty':
      return value === undefined ? null : `运算符 ${operator} 不需要 value`;
    case 'includes':
    case 'notIncludes':
      return isScalar && value !== null ? null : `运算符 ${operator} 需要一个非空值`;
    case 'startsWith':
      return typeof value === 'string' ? null : `运算符 ${operator} 需要一个字符串`;
    case 'matches': {
      if (typeof value !== 'string') return '运算符 matches 需要 /正则表达式/标志';
      const checked = checkSafePattern(value);
      return checked.ok ? null : `正则表达式不可用（${checked.reason}）`;
    }
  }
}

export const conditionSchema = z
  .strictObject({
    path: z.string().regex(CONDITION_PATH, {
      error: `条件路径应为 form.<字段>、row.<列> 或 context.<${CONDITION_CONTEXT_KEYS.join('|')}>`,
    }),
    operator: z.enum(CONDITION_OPERATORS),
    value: z.union([scalar, z.array(scalar)]).optional(),
  })
  .superRefine((condition, ctx) => {
    const problem = operatorValueProblem(condition.operator, condition.value);
    if (problem) addIssue(ctx, ['value'], problem);
  });

export const conditionTreeSchema: z.ZodType<ConditionTree> = z.strictObject({
  logic: z.enum(['and', 'or']),
  get items() {
    return z.array(conditionNodeSchema).min(1);
  },
});

/** A single condition or a tree, wherever a condition is expected. */
export const conditionNodeSchema: z.ZodType<ConditionNode> = z.union([conditionSchema, conditionTreeSchema]);

/** Effects of conditions on one field (architecture §6: visibility, required, disabled, value). */
export const fieldConditionsSchema = z.strictObject({
  visibleWhen: conditionNodeSchema.optional(),
  hiddenWhen: conditionNodeSchema.optional(),
  requiredWhen: conditionNodeSchema.optional(),
  disabledWhen: conditionNodeSchema.optional(),
  setValue: z.strictObject({ when: conditionNodeSchema, value: z.json() }).optional(),
  setOptions: z.strictObject({ when: conditionNodeSchema, items: optionItemsSchema }).optional(),
});

export type FieldConditions = z.infer<typeof fieldConditionsSchema>;

export function isConditionTree(node: ConditionNode): node is ConditionTree {
  return 'logic' in node;
}
