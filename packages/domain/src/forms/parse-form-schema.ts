import { attachDisplayRows, detachDisplayRows, findScriptsInRows } from './display-table-defaults.js';
import {
  defaultFormFunctions,
  FORM_FUNCTION_SLOTS,
  type FormFunctionRegistry,
  type FormFunctionSlot,
} from './function-registry.js';
import { type FormSchema, formMetaSchema } from './schema.js';
import { configJson, describeIssue, type IssueMessage, pathMessage } from './schema-issues.js';
import { findScripts, MAX_CONFIG_DEPTH, SCRIPT_SLOTS } from './script-guard.js';

export interface ParseFormSchemaOptions {
  /** Where `{ fn }` references are looked up; the default registry when absent. */
  functions?: FormFunctionRegistry;
  /**
   * Slots whose references must be registered: all four by default. A server that never
   * formats cells or runs buttons may pass ['validator', 'thenFn'].
   */
  checkedSlots?: readonly FormFunctionSlot[];
  /** Business widget names the renderer registered; not checked when absent. */
  widgets?: readonly string[];
  /** Form behaviour names the renderer registered (ADR 50); not checked when absent. */
  behaviours?: readonly string[];
}

export type ParseFormSchemaResult = { ok: true; schema: FormSchema } | { ok: false; errors: string[] };

const SCRIPT_MESSAGE = '不允许在配置中使用脚本';

function startsWith(path: readonly PropertyKey[], prefix: readonly PropertyKey[]): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);
}

function unique(messages: string[]): string[] {
  return [...new Set(messages)];
}

/**
 * Reads a form schema from JSON text or a parsed value. Refuses script text, unknown keys,
 * unsafe patterns, URLs as option sources and references to unregistered functions, with
 * Chinese messages naming the JSON path (e.g. 不允许的配置项：groups[0].fields[1].lable).
 */
export function parseFormSchema(json: unknown, options: ParseFormSchemaOptions = {}): ParseFormSchemaResult {
  const parsedJson = configJson(json);
  if (!parsedJson.ok) return parsedJson;
  const raw = parsedJson.raw;
  // A display table's plain rows are data: checked in one pass, not by zod (ADR 33).
  const { rest, detached } = detachDisplayRows(raw);
  const scan = findScripts(rest);
  if (scan.tooDeep) return { ok: false, errors: [pathMessage(`配置嵌套超过${MAX_CONFIG_DEPTH}层`, [])] };
  scan.scripts.push(...findScriptsInRows(detached));
  const scriptErrors = scan.scripts.map((path) => pathMessage(SCRIPT_MESSAGE, path));
  // reportInput lets the messages tell a missing key from a value of the wrong type.
  const parsed = formMetaSchema.safeParse(rest, { reportInput: true });
  if (!parsed.success) {
    const issues = parsed.error.issues
      .flatMap((issue) => describeIssue(issue))
      .filter((issue) => !scan.scripts.some((script) => startsWith(issue.path, script)));
    return {
      ok: false,
      errors: unique([...scriptErrors, ...issues.map((i) => pathMessage(i.message, i.path))]),
    };
  }
  if (scriptErrors.length > 0) return { ok: false, errors: scriptErrors };
  const referenceErrors = [
    ...checkFunctionReferences(parsed.data, options),
    ...checkWidgets(parsed.data, options.widgets),
    ...checkBehaviours(parsed.data, options.behaviours),
  ].map((issue) => pathMessage(issue.message, issue.path));
  if (referenceErrors.length > 0) return { ok: false, errors: unique(referenceErrors) };
  return { ok: true, schema: attachDisplayRows(parsed.data, detached) };
}

interface FunctionReference {
  slot: FormFunctionSlot;
  name: string;
  path: PropertyKey[];
}

/** Every `{ fn }` under a script slot, wherever it sits. */
export function listFunctionReferences(schema: FormSchema): FunctionReference[] {
  const found: FunctionReference[] = [];
  const walk = (value: unknown, path: PropertyKey[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...path, index]);
      });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const fn = item !== null && typeof item === 'object' ? (item as { fn?: unknown }).fn : undefined;
      if (SCRIPT_SLOTS.includes(key) && typeof fn === 'string') {
        found.push({ slot: key as FormFunctionSlot, name: fn, path: [...path, key, 'fn'] });
      } else {
        walk(item, [...path, key]);
      }
    }
  };
  walk(schema, []);
  return found;
}

function checkFunctionReferences(schema: FormSchema, options: ParseFormSchemaOptions): IssueMessage[] {
  const registry = options.functions ?? defaultFormFunctions;
  const slots = options.checkedSlots ?? FORM_FUNCTION_SLOTS;
  const issues: IssueMessage[] = [];
  for (const reference of listFunctionReferences(schema)) {
    if (!slots.includes(reference.slot)) continue;
    const impl = registry.get(reference.name);
    if (!impl) {
      issues.push({ path: reference.path, message: `未注册的配置函数「${reference.name}」` });
    } else if (impl.slot !== reference.slot) {
      issues.push({
        path: reference.path,
        message: `配置函数「${reference.name}」不能用于 ${reference.slot}`,
      });
    }
  }
  return issues;
}

function checkWidgets(schema: FormSchema, widgets: readonly string[] | undefined): IssueMessage[] {
  if (!widgets) return [];
  const issues: IssueMessage[] = [];
  schema.groups.forEach((group, g) => {
    group.fields.forEach((field, f) => {
      if (field.type === 'widget' && !widgets.includes(field.widget)) {
        issues.push({
          path: ['groups', g, 'fields', f, 'widget'],
          message: `未注册的业务组件「${field.widget}」`,
        });
      }
    });
  });
  return issues;
}

/** Every top-level field's behaviours name one the renderer registered (ADR 50). */
function checkBehaviours(schema: FormSchema, behaviours: readonly string[] | undefined): IssueMessage[] {
  if (!behaviours) return [];
  const issues: IssueMessage[] = [];
  schema.groups.forEach((group, g) => {
    group.fields.forEach((field, f) => {
      (field.behaviours ?? []).forEach((name, b) => {
        if (!behaviours.includes(name))
          issues.push({
            path: ['groups', g, 'fields', f, 'behaviours', b],
            message: `未注册的表单行为「${name}」`,
          });
      });
    });
  });
  return issues;
}
