import type { ConditionScope } from './form-context.js';
import { checkSafePattern } from './safe-pattern.js';
import {
  type Condition,
  type ConditionNode,
  type ConditionOperator,
  type ConditionScalar,
  isConditionTree,
} from './schema-conditions.js';
import { compareValues, isEmptyValue, readPath, scalarEquals } from './value-compare.js';

/**
 * Evaluates a condition tree. Total: unknown paths read as undefined, values of the wrong kind
 * make the comparison false (and its negation true), and nothing here throws on any input.
 * An empty `and` is true and an empty `or` false (schemas never contain them).
 */
export function evaluateCondition(node: ConditionNode, scope: ConditionScope): boolean {
  // Guards for callers that pass data that never went through parseFormSchema.
  if (node === null || typeof node !== 'object') return false;
  if (isConditionTree(node)) {
    if (!Array.isArray(node.items)) return false;
    return node.logic === 'or'
      ? node.items.some((item) => evaluateCondition(item, scope))
      : node.items.every((item) => evaluateCondition(item, scope));
  }
  return evaluateLeaf(node, scope);
}

/** The value a condition path points at: `form.a.b`, `row.x` or `context.nodeId`. */
export function resolveConditionPath(path: string, scope: ConditionScope): unknown {
  const [root, ...rest] = path.split('.');
  if (rest.length === 0) return undefined;
  if (root === 'form') return readPath(scope.form, rest);
  if (root === 'row') return readPath(scope.row, rest);
  if (root === 'context') return readPath(scope.context, rest);
  return undefined;
}

function evaluateLeaf(condition: Condition, scope: ConditionScope): boolean {
  if (typeof condition.path !== 'string') return false;
  const actual = resolveConditionPath(condition.path, scope);
  const operator: ConditionOperator = condition.operator;
  const negated = NEGATIONS[operator];
  if (negated) return !applyOperator(negated, actual, condition.value);
  return applyOperator(operator, actual, condition.value);
}

const NEGATIONS: Partial<Record<ConditionOperator, ConditionOperator>> = {
  ne: 'eq',
  notIn: 'in',
  notEmpty: 'empty',
  notIncludes: 'includes',
};

type Expected = ConditionScalar | ConditionScalar[] | undefined;

function applyOperator(operator: ConditionOperator, actual: unknown, expected: Expected): boolean {
  switch (operator) {
    case 'eq':
      return !Array.isArray(expected) && !Array.isArray(actual) && scalarEquals(actual, expected);
    case 'in':
      return isIn(actual, expected);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return compareWith(operator, actual, expected);
    case 'empty':
      return isEmptyValue(actual);
    case 'includes':
      return includes(actual, expected);
    case 'startsWith':
      return typeof expected === 'string' && asText(actual)?.startsWith(expected) === true;
    case 'matches':
      return matches(actual, expected);
    default:
      return false;
  }
}

/** A scalar in the list; a list (multi-select) when any of its items is in the list. */
function isIn(actual: unknown, expected: Expected): boolean {
  if (!Array.isArray(expected)) return false;
  const candidates = Array.isArray(actual) ? actual : [actual];
  return candidates.some((item) => item !== undefined && expected.some((value) => scalarEquals(item, value)));
}

function compareWith(operator: 'gt' | 'gte' | 'lt' | 'lte', actual: unknown, expected: Expected): boolean {
  if (Array.isArray(actual) || Array.isArray(expected)) return false;
  const order = compareValues(actual, expected);
  if (order === null) return false;
  if (operator === 'gt') return order > 0;
  if (operator === 'gte') return order >= 0;
  if (operator === 'lt') return order < 0;
  return order <= 0;
}

/** A list containing the value, or text containing the value as a substring. */
function includes(actual: unknown, expected: Expected): boolean {
  if (expected === undefined || expected === null || Array.isArray(expected)) return false;
  if (Array.isArray(actual)) return actual.some((item) => scalarEquals(item, expected));
  const text = asText(actual);
  return text?.includes(String(expected)) === true;
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function matches(actual: unknown, expected: Expected): boolean {
  const text = asText(actual);
  if (text === null || typeof expected !== 'string') return false;
  const checked = checkSafePattern(expected);
  return checked.ok && checked.regex.test(text);
}
