import { type FieldState, isReadOnlyAtNode, resolveFieldStates } from './field-states.js';
import { type FormContext, type FormMode, type FormValues, resolveFormMode } from './form-context.js';
import { type FormSchema, listFields } from './schema.js';
import type { FormField, SubTableField } from './schema-fields.js';
import { isEmptyValue, jsonEquals, readPath } from './value-compare.js';

/**
 * Server-side guards beside validation (architecture §6): a submission may not change what is
 * read-only at its node, and may not smuggle values into fields the user cannot see.
 */

/** Columns an approver may edit inside a table that is otherwise read-only (001 §2.2). */
function approvalEditableColumns(field: FormField, mode: FormMode): string[] {
  if (!mode.approvalEditable || (field.type !== 'subTable' && field.type !== 'displayTable')) return [];
  const columns: ReadonlyArray<{ prop: string; editInApprove?: boolean }> = field.columns;
  return columns.filter((column) => column.editInApprove === true).map((column) => column.prop);
}

function withoutColumns(row: unknown, columns: readonly string[]): unknown {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !columns.includes(key)));
}

/** Most cells one table reports as changed (a tampered register is not 10,000 messages). */
const MAX_CHANGED_CELLS = 20;

/** The keys of two rows whose values differ, editable columns left out. */
function changedCells(before: unknown, after: unknown, columns: readonly string[]): string[] {
  const a = withoutColumns(before, columns);
  const b = withoutColumns(after, columns);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return jsonEquals(a, b) ? [] : [''];
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => !jsonEquals(readPath(a, [key]), readPath(b, [key])));
}

/**
 * Where a table with editInApprove columns changed outside them: `prop.N.column` per cell (the
 * row's path alone for a row that is not an object), or `prop` when rows were added or removed.
 */
function tableChanges(prop: string, before: unknown, after: unknown, columns: readonly string[]): string[] {
  if (!Array.isArray(before) || !Array.isArray(after)) return jsonEquals(before, after) ? [] : [prop];
  if (before.length !== after.length) return [prop];
  const changed: string[] = [];
  for (let i = 0; i < before.length && changed.length < MAX_CHANGED_CELLS; i += 1) {
    if (jsonEquals(before[i], after[i])) continue;
    for (const key of changedCells(before[i], after[i], columns)) {
      changed.push(key === '' ? `${prop}.${i}` : `${prop}.${i}.${key}`);
    }
  }
  return changed.slice(0, MAX_CHANGED_CELLS);
}

/**
 * Props whose value differs between the stored and the submitted form although the field is
 * read-only at this node: everything when the task is handled or on detail nodes, everything
 * but editInApprove fields (and editInApprove table columns) on approval nodes (001 §4.5). In a
 * table with editInApprove columns a change elsewhere is named by its cell (`holderInfo.2.holderName`).
 * Empty values (undefined, null, '', [], {}) count as equal; '1' equals 1.
 */
export function findReadOnlyChanges(
  schema: FormSchema,
  context: FormContext,
  before: FormValues,
  after: FormValues,
): string[] {
  const mode = resolveFormMode(context);
  const changed: string[] = [];
  for (const { field } of listFields(schema)) {
    if (!isReadOnlyAtNode(field, mode)) continue;
    const columns = approvalEditableColumns(field, mode);
    const [was, is] = [readPath(before, [field.prop]), readPath(after, [field.prop])];
    if (columns.length > 0) changed.push(...tableChanges(field.prop, was, is, columns));
    else if (!jsonEquals(was, is)) changed.push(field.prop);
  }
  return changed;
}

/** A hidden value is acceptable when empty, unchanged, or the value setValue imposes. */
function isAcceptedHiddenValue(value: unknown, baseline: unknown, state: FieldState): boolean {
  if (isEmptyValue(value) || jsonEquals(value, baseline)) return true;
  return 'value' in state && jsonEquals(value, state.value);
}

/**
 * Where a submission carries a value for a field (or sub-table cell) that is hidden for that
 * very submission and that differs from the stored value — or, for a new form (`before`
 * absent), from the field's defaultValue. The server refuses or drops these.
 */
export function findHiddenValues(
  schema: FormSchema,
  context: FormContext,
  after: FormValues,
  before?: FormValues,
): string[] {
  const states = resolveFieldStates(schema, after, context);
  const found: string[] = [];
  for (const { field } of listFields(schema)) {
    const state = states[field.prop]!;
    const value = readPath(after, [field.prop]);
    const baseline = before ? readPath(before, [field.prop]) : field.defaultValue;
    if (!state.visible) {
      if (!isAcceptedHiddenValue(value, baseline, state)) found.push(field.prop);
    } else if (field.type === 'subTable') {
      found.push(...hiddenCells(field, state, value, before ? baseline : undefined));
    }
  }
  return found;
}

function hiddenCells(field: SubTableField, state: FieldState, rows: unknown, beforeRows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  const found: string[] = [];
  rows.forEach((row, index) => {
    for (const column of field.columns) {
      const cell = state.rows?.[index]?.[column.prop];
      if (!cell || cell.visible) continue;
      const baseline =
        beforeRows === undefined ? column.defaultValue : readPath(beforeRows, [String(index), column.prop]);
      if (!isAcceptedHiddenValue(readPath(row, [column.prop]), baseline, cell)) {
        found.push(`${field.prop}.${index}.${column.prop}`);
      }
    }
  });
  return found;
}

/** Most paths `listEdits` names (the count says how many there were). */
const MAX_LISTED_EDITS = 50;

/**
 * What a reviewer changed at approval, for the audit (no values, only where): the top-level props
 * that differ, and inside lists of rows of the same length each changed cell (`holderInfo.2.mobile`).
 * Empty values count as equal, as in `findReadOnlyChanges`.
 */
export function listEdits(before: FormValues, after: FormValues): { paths: string[]; count: number } {
  const paths: string[] = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const [was, is] = [before[key], after[key]];
    if (jsonEquals(was, is)) continue;
    if (Array.isArray(was) && Array.isArray(is) && was.length === is.length) {
      was.forEach((row, i) => {
        if (jsonEquals(row, is[i])) return;
        const cells = changedCells(row, is[i], []);
        paths.push(...cells.map((cell) => (cell === '' ? `${key}.${i}` : `${key}.${i}.${cell}`)));
      });
    } else paths.push(key);
  }
  return { paths: paths.slice(0, MAX_LISTED_EDITS), count: paths.length };
}
