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

function sameExceptColumns(before: unknown, after: unknown, columns: readonly string[]): boolean {
  if (columns.length === 0 || !Array.isArray(before) || !Array.isArray(after))
    return jsonEquals(before, after);
  return (
    before.length === after.length &&
    before.every((row, i) => jsonEquals(withoutColumns(row, columns), withoutColumns(after[i], columns)))
  );
}

/**
 * Props whose value differs between the stored and the submitted form although the field is
 * read-only at this node: everything when the task is handled or on detail nodes, everything
 * but editInApprove fields (and editInApprove table columns) on approval nodes (001 §4.5).
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
    if (!sameExceptColumns(readPath(before, [field.prop]), readPath(after, [field.prop]), columns)) {
      changed.push(field.prop);
    }
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
