import type { DictionaryItems } from './field-checks.js';
import type { FormContext } from './form-context.js';
import { FORM_MESSAGES, invalidOptionMessage } from './form-messages.js';
import { defaultFormFunctions, type FormFunctionRegistry, lookupFormFunction } from './function-registry.js';
import { type CustomValidate, firstRuleFailure, valueText } from './rule-runner.js';
import type { DisplayColumn, DisplayTableField } from './schema-fields.js';
import { isEmptyValue } from './value-compare.js';

/**
 * Rows a user gives a display table (ADR 49): 新增 / 编辑 / 删除 through a row dialog and 导入
 * from Excel, each row checked by its columns' rules. The same checks run in the browser (dialog,
 * import) and on the server (the form validator), so a message reads the same on both sides:
 * 第N行【列名】message.
 */
export interface TableEditing {
  addable: boolean;
  editable: boolean;
  deletable: boolean;
  importable: boolean;
  importMode: 'replace' | 'append';
  maxRows: number;
}

/** Rows a table takes when its schema sets no maxRows. */
export const DEFAULT_TABLE_MAX_ROWS = 100_000;

export function tableEditing(field: DisplayTableField): TableEditing {
  const props = field.props;
  return {
    addable: props?.addable === true,
    editable: props?.editable === true,
    deletable: props?.deletable === true,
    importable: props?.importable === true,
    importMode: props?.importMode ?? 'replace',
    maxRows: props?.maxRows ?? DEFAULT_TABLE_MAX_ROWS,
  };
}

/** Whether users give the table its rows (then they are checked by the column rules). */
export function isUserFilledTable(field: DisplayTableField): boolean {
  const e = tableEditing(field);
  return e.addable || e.editable || e.importable;
}

/** The columns a user fills: not hidden. */
export const filledColumns = (field: DisplayTableField): DisplayColumn[] =>
  field.columns.filter((column) => column.isHide !== true);

export interface CellProblem {
  /** Zero-based row. */
  row: number;
  column: string;
  label: string;
  /** The rule's message alone (the dialog shows it under the cell). */
  message: string;
}

/** Ours: more rows than the table takes. */
export function tooManyRowsMessage(max: number): string {
  return `最多${max}行`;
}

/** 第N行【列名】message (N from 1). */
export function cellMessage(row: number, label: string, message: string): string {
  return `第${row + 1}行【${label}】${message}`;
}

export interface RowCheckOptions {
  dictionaries?: DictionaryItems;
  context?: FormContext;
  today?: Date;
  functions?: FormFunctionRegistry;
}

export type RowChecker = (row: Readonly<Record<string, unknown>>, index: number) => CellProblem[];

/**
 * What a user typed into a cell, as the row keeps it: trimmed, and a decimal cut (not rounded) to
 * the column's trimDecimals (002 §5: the shareholding ratio keeps 4 decimals).
 */
export function enteredCellText(column: DisplayColumn, text: string): string {
  const value = text.trim();
  const places = column.trimDecimals;
  if (places === undefined) return value;
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return value;
  const fraction = (match[2] ?? '').slice(0, places);
  return fraction === '' ? match[1]! : `${match[1]}.${fraction}`;
}

/** The options of a select column: its static choices, else its dictionary's (when loaded). */
export function columnChoices(
  column: DisplayColumn,
  dictionaries: DictionaryItems | undefined,
): { value: string; label: string }[] | null {
  if (column.choices) return column.choices;
  if (column.dictName && dictionaries && Object.hasOwn(dictionaries, column.dictName))
    return (dictionaries[column.dictName] ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  return null;
}

/**
 * Compiles the check of one row (custom validators resolved now). Per column: blank → the
 * required message when isRequired, a select's value among its choices, then the rules in order;
 * the first failure of each cell.
 */
export function compileRowChecker(field: DisplayTableField, options: RowCheckOptions = {}): RowChecker {
  const columns = filledColumns(field);
  const customs = new Map<string, CustomValidate>();
  for (const column of columns)
    for (const rule of column.rules ?? [])
      if (rule.kind === 'custom')
        customs.set(
          rule.validator.fn,
          lookupFormFunction(rule.validator.fn, 'validator', options.functions ?? defaultFormFunctions)
            .validate,
        );
  const choices = new Map(
    columns.map((column) => [
      column.prop,
      column.input === 'select' ? columnChoices(column, options.dictionaries) : null,
    ]),
  );
  const context = options.context ?? {};
  return (row, index) => {
    const problems: CellProblem[] = [];
    for (const column of columns) {
      const message = cellFailure(column, row, choices.get(column.prop) ?? null, {
        context,
        today: options.today,
        customs,
      });
      if (message !== null) problems.push({ row: index, column: column.prop, label: column.label, message });
    }
    return problems;
  };
}

function cellFailure(
  column: DisplayColumn,
  row: Readonly<Record<string, unknown>>,
  choices: { value: string }[] | null,
  env: { context: FormContext; today: Date | undefined; customs: ReadonlyMap<string, CustomValidate> },
): string | null {
  const value = row[column.prop];
  if (isEmptyValue(value)) {
    if (column.isRequired !== true) return null;
    return column.rules?.find((r) => r.kind === 'required')?.message ?? FORM_MESSAGES.required;
  }
  if (choices) {
    const text = valueText(value);
    if (text === null || !choices.some((c) => c.value === text)) return invalidOptionMessage(column.label);
  }
  return firstRuleFailure(column.rules, value, {
    scope: { form: {}, context: env.context, row },
    record: row,
    label: column.label,
    today: env.today,
    customs: env.customs,
  });
}

/** Every problem of every row, in row order; at most `limit` of them. */
export function checkTableRows(
  rows: readonly Readonly<Record<string, unknown>>[],
  check: RowChecker,
  limit = Number.POSITIVE_INFINITY,
): CellProblem[] {
  const problems: CellProblem[] = [];
  for (let i = 0; i < rows.length && problems.length < limit; i += 1) {
    const row = rows[i];
    if (row) problems.push(...check(row, i));
  }
  return problems.slice(0, limit);
}
