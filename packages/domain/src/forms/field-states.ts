import { evaluateCondition } from './condition-evaluator.js';
import {
  type ConditionScope,
  type FormContext,
  type FormMode,
  type FormValues,
  resolveFormMode,
} from './form-context.js';
import { type FormSchema, listFields } from './schema.js';
import type { ConditionNode } from './schema-conditions.js';
import {
  type ColumnField,
  type FormField,
  RULES_KEPT_WHEN_DISABLED,
  type SubTableField,
  TEXT_FIELD_TYPES,
} from './schema-fields.js';
import type { OptionItem } from './schema-options.js';
import { readPath } from './value-compare.js';

/** 001 §2.2, §5.20: text typed at an approval node is limited to 50 characters. */
export const APPROVAL_TEXT_MAX_LENGTH = 50;

export interface FieldState {
  visible: boolean;
  /** The user cannot edit it: read-only at this node, `disabled`, or `disabledWhen`. */
  disabled: boolean;
  /** Read-only at this workflow node (001 §4.5); the server refuses changes to it. */
  readOnly: boolean;
  /** Must be filled: required rule or requiredWhen, and validated. */
  required: boolean;
  /**
   * Its rules apply: visible, editable at this node, and not disabled — except lazySelect and
   * dialogSearch, which keep their rules when disabled (001 §5.20).
   */
  validated: boolean;
  /** The value `setValue` imposes, when its condition holds. */
  value?: unknown;
  /** The options `setOptions` imposes, when its condition holds. */
  options?: OptionItem[];
  /** Effective maximum text length, if any. */
  maxLength?: number;
  /** subTable: the state of each cell, row by row. */
  rows?: Array<Record<string, FieldState>>;
  /** subTable: rows may be added or deleted. */
  canAddRows?: boolean;
}

export type FieldStates = Record<string, FieldState>;

/**
 * Visibility, requiredness, editability, imposed values and options of every top-level field,
 * for one form value and workflow context. Conditions see the form as given: setValue results
 * do not feed other conditions in the same pass.
 */
export function resolveFieldStates(schema: FormSchema, form: FormValues, context: FormContext): FieldStates {
  const mode = resolveFormMode(context);
  const scope: ConditionScope = { form, context };
  const states: FieldStates = {};
  for (const { field } of listFields(schema)) states[field.prop] = resolveFieldState(field, scope, mode);
  return states;
}

/** What a sub-table passes down to its cells. */
export interface ParentState {
  visible: boolean;
  readOnly: boolean;
  disabled: boolean;
}

const holds = (node: ConditionNode | undefined, scope: ConditionScope, otherwise: boolean) =>
  node === undefined ? otherwise : evaluateCondition(node, scope);

export function isReadOnlyAtNode(
  field: FormField | ColumnField,
  mode: FormMode,
  parent?: ParentState,
): boolean {
  const approvalEdit = mode.approvalEditable && field.editInApprove === true;
  if (parent) return parent.readOnly && !approvalEdit;
  if (field.type === 'upload' && mode.attachmentsReadOnly && !approvalEdit) return true;
  return mode.readOnly && !approvalEdit;
}

export function resolveFieldState(
  field: FormField | ColumnField,
  scope: ConditionScope,
  mode: FormMode,
  parent?: ParentState,
): FieldState {
  const conditions = field.conditions;
  const visible =
    (parent?.visible ?? true) &&
    field.hidden !== true &&
    holds(conditions?.visibleWhen, scope, true) &&
    !holds(conditions?.hiddenWhen, scope, false);
  const readOnly = isReadOnlyAtNode(field, mode, parent);
  const conditionallyDisabled =
    (parent?.disabled ?? false) || field.disabled === true || holds(conditions?.disabledWhen, scope, false);
  const validated =
    visible && !readOnly && (!conditionallyDisabled || RULES_KEPT_WHEN_DISABLED.includes(field.type));
  const hasRequiredRule = field.rules?.some((rule) => rule.kind === 'required') ?? false;
  const state: FieldState = {
    visible,
    disabled: readOnly || conditionallyDisabled,
    readOnly,
    required: validated && (hasRequiredRule || holds(conditions?.requiredWhen, scope, false)),
    validated,
  };
  if (conditions?.setValue && evaluateCondition(conditions.setValue.when, scope)) {
    state.value = conditions.setValue.value;
  }
  if (conditions?.setOptions && evaluateCondition(conditions.setOptions.when, scope)) {
    state.options = conditions.setOptions.items;
  }
  const maxLength = effectiveMaxLength(field, mode, readOnly);
  if (maxLength !== undefined) state.maxLength = maxLength;
  if (field.type === 'subTable') {
    const self = { visible, readOnly, disabled: conditionallyDisabled };
    state.rows = resolveRowStates(field, scope, mode, self);
    state.canAddRows = !state.disabled && !mode.rowsLocked && field.props?.canAddRows !== false;
  }
  return state;
}

function effectiveMaxLength(field: FormField | ColumnField, mode: FormMode, readOnly: boolean) {
  const own = 'maxLength' in field ? field.maxLength : undefined;
  const approvalEdit = mode.approvalEditable && !readOnly && TEXT_FIELD_TYPES.includes(field.type);
  if (!approvalEdit) return own;
  return Math.min(own ?? APPROVAL_TEXT_MAX_LENGTH, APPROVAL_TEXT_MAX_LENGTH);
}

function resolveRowStates(
  field: SubTableField,
  scope: ConditionScope,
  mode: FormMode,
  parent: ParentState,
): Array<Record<string, FieldState>> {
  const rows = readPath(scope.form, [field.prop]);
  if (!Array.isArray(rows)) return [];
  return rows.map((row: unknown) => {
    const rowValues =
      row !== null && typeof row === 'object' && !Array.isArray(row) ? (row as FormValues) : {};
    const rowScope: ConditionScope = { ...scope, row: rowValues };
    const cells: Record<string, FieldState> = {};
    for (const column of field.columns)
      cells[column.prop] = resolveFieldState(column, rowScope, mode, parent);
    return cells;
  });
}
