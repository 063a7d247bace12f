import {
  cellMessage,
  checkTableRows,
  compileRowChecker,
  isUserFilledTable,
  tableEditing,
  tooManyRowsMessage,
} from './display-table-editing.js';
import { type BuiltinEnv, builtinFailure, type DictionaryItems } from './field-checks.js';
import { APPROVAL_TEXT_MAX_LENGTH, type FieldState, resolveFieldStates } from './field-states.js';
import {
  type ConditionScope,
  type FormContext,
  type FormMode,
  type FormValues,
  resolveFormMode,
} from './form-context.js';
import { FORM_MESSAGES, invalidFormatMessage, rowMessage, tooLongMessage } from './form-messages.js';
import { defaultFormFunctions, type FormFunctionRegistry, lookupFormFunction } from './function-registry.js';
import { type CustomValidate, firstRuleFailure, type RuleEnv, valueText } from './rule-runner.js';
import { type FormSchema, fieldDisplayName, listFields } from './schema.js';
import type {
  ColumnField,
  DisplayTableField,
  FormField,
  SubTableField,
  WidgetField,
} from './schema-fields.js';
import { checkUpload } from './upload-checks.js';
import { isEmptyValue, readPath } from './value-compare.js';
import { checkWidgetValue, type WidgetFacts } from './widget-value-checks.js';

export interface FormValidationError {
  /** Where the value sits: `prop`, `rows.1.amount` (sub-table cell), `attachments.license`. */
  prop: string;
  label: string;
  message: string;
  groupKey: string;
}

export type FormValidationResult = { ok: true } | { ok: false; errors: FormValidationError[] };

export interface FormValidatorOptions {
  /** Where custom validators are looked up; the default registry when absent. */
  functions?: FormFunctionRegistry;
  /** "Today" for dateNotInFuture; the current instant when absent. */
  today?: Date;
  /** Dictionary items by code: values of dict-sourced fields must then be among them. */
  dictionaries?: DictionaryItems;
  /** Facts business widgets check against (the company's effective qualifications…). */
  widgetFacts?: WidgetFacts;
}

export type FormValidator = (formData: FormValues) => FormValidationResult;

type Problem = Omit<FormValidationError, 'groupKey'>;

interface Env {
  context: FormContext;
  mode: FormMode;
  options: FormValidatorOptions;
  customs: ReadonlyMap<string, CustomValidate>;
}

/**
 * Compiles the server's (and the renderer's) check of submitted data for one schema and node.
 * Custom validators are resolved now, so an unknown name fails at load time, not on submit.
 * Per field, in order: hidden or non-validated fields are skipped (001 §5.20), blank values
 * fail only when required, then built-in checks, then the configured rules; the first failure
 * of each field (each sub-table cell, each upload row) is reported.
 */
export function compileFormValidator(
  schema: FormSchema,
  context: FormContext,
  options: FormValidatorOptions = {},
): FormValidator {
  const env: Env = {
    context,
    mode: resolveFormMode(context),
    options,
    customs: resolveCustoms(schema, options.functions),
  };
  const fields = listFields(schema);
  return (formData) => {
    const form: FormValues = formData !== null && typeof formData === 'object' ? formData : {};
    const states = resolveFieldStates(schema, form, context);
    const errors: FormValidationError[] = [];
    for (const { field, group } of fields) {
      const state = states[field.prop]!;
      const problems = validateField(field, state, readPath(form, [field.prop]), form, env);
      for (const problem of problems) errors.push({ ...problem, groupKey: group.key });
    }
    return errors.length === 0 ? { ok: true } : { ok: false, errors };
  };
}

function resolveCustoms(schema: FormSchema, registry = defaultFormFunctions): Map<string, CustomValidate> {
  const customs = new Map<string, CustomValidate>();
  const collect = (field: FormField | ColumnField) => {
    for (const rule of field.rules ?? []) {
      if (rule.kind !== 'custom') continue;
      customs.set(rule.validator.fn, lookupFormFunction(rule.validator.fn, 'validator', registry).validate);
    }
    if (field.type === 'subTable') field.columns.forEach(collect);
  };
  for (const { field } of listFields(schema)) collect(field);
  return customs;
}

/** The first failure of one value, or null: blank → required, then built-ins, then rules. */
function valueFailure(
  field: FormField | ColumnField,
  state: FieldState,
  value: unknown,
  scope: ConditionScope,
  env: Env,
): string | null {
  if (!state.validated) return null;
  if (isEmptyValue(value)) {
    if (!state.required) return null;
    const rule = field.rules?.find((r) => r.kind === 'required');
    return rule?.message ?? FORM_MESSAGES.required;
  }
  const label = fieldDisplayName(field);
  const builtinEnv: BuiltinEnv = { label, dictionaries: env.options.dictionaries };
  const ruleEnv: RuleEnv = {
    scope,
    record: scope.row ?? scope.form,
    label,
    today: env.options.today,
    customs: env.customs,
  };
  return builtinFailure(field, state, value, builtinEnv) ?? firstRuleFailure(field.rules, value, ruleEnv);
}

function validateField(
  field: FormField,
  state: FieldState,
  value: unknown,
  form: FormValues,
  env: Env,
): Problem[] {
  const scope: ConditionScope = { form, context: env.context };
  const label = fieldDisplayName(field);
  if (field.type === 'upload') return state.validated ? checkUpload(field, state, value) : [];
  if (field.type === 'displayTable')
    return [...checkApprovalCells(field, state, value, env), ...checkUserRows(field, state, value, env)];
  if (field.type === 'subTable' && state.validated && !isEmptyValue(value) && !isRowList(value)) {
    return [{ prop: field.prop, label, message: invalidFormatMessage(label) }];
  }
  const failure = valueFailure(field, state, value, scope, env);
  if (failure !== null) return [{ prop: field.prop, label, message: failure }];
  if (field.type === 'widget') return state.validated ? widgetProblems(field, label, value, form, env) : [];
  return field.type === 'subTable' ? validateRows(field, state, value, form, env) : [];
}

/** A business widget's own value rules (four-table financial data…), each part named. */
function widgetProblems(
  field: WidgetField,
  label: string,
  value: unknown,
  form: FormValues,
  env: Env,
): Problem[] {
  const { today, widgetFacts } = env.options;
  const checkEnv = {
    context: env.context,
    form,
    ...(today === undefined ? {} : { today }),
    ...(widgetFacts === undefined ? {} : { facts: widgetFacts }),
  };
  return checkWidgetValue(field, value, checkEnv).map((p) => ({
    prop: p.part === '' ? field.prop : `${field.prop}.${p.part}`,
    label: p.label === '' ? label : p.label,
    message: p.message,
  }));
}

function isRowList(value: unknown): value is FormValues[] {
  return (
    Array.isArray(value) &&
    value.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))
  );
}

function validateRows(field: SubTableField, state: FieldState, value: unknown, form: FormValues, env: Env) {
  if (!isRowList(value)) return [];
  const problems: Problem[] = [];
  value.forEach((row, index) => {
    const scope: ConditionScope = { form, context: env.context, row };
    for (const column of field.columns) {
      const cellState = state.rows?.[index]?.[column.prop];
      if (!cellState) continue;
      const failure = valueFailure(column, cellState, readPath(row, [column.prop]), scope, env);
      if (failure === null) continue;
      problems.push({
        prop: `${field.prop}.${index}.${column.prop}`,
        label: fieldDisplayName(column),
        message: rowMessage(index, failure),
      });
    }
  });
  return problems;
}

/** Most row problems one table reports (a wrong import of 10,000 rows is not 10,000 messages). */
const MAX_ROW_PROBLEMS = 100;

/** Rows users give the table (ADR 49): each cell by its column's rules, 第N行【列名】message. */
function checkUserRows(field: DisplayTableField, state: FieldState, value: unknown, env: Env): Problem[] {
  if (!state.visible || !state.validated || !isUserFilledTable(field) || !isRowList(value)) return [];
  const label = fieldDisplayName(field);
  const { maxRows } = tableEditing(field);
  if (value.length > maxRows) return [{ prop: field.prop, label, message: tooManyRowsMessage(maxRows) }];
  const check = compileRowChecker(field, {
    dictionaries: env.options.dictionaries,
    context: env.context,
    today: env.options.today,
    functions: env.options.functions,
  });
  return checkTableRows(value as FormValues[], check, MAX_ROW_PROBLEMS).map((problem) => ({
    prop: `${field.prop}.${problem.row}.${problem.column}`,
    label,
    message: cellMessage(problem.row, problem.label, problem.message),
  }));
}

/**
 * 001 §2.2: in approval mode, editInApprove columns are text inputs of at most 50 characters; their
 * cells are checked by the row checker of those columns alone (ADR 49 amendment), 第N行【列名】message.
 */
function checkApprovalCells(
  field: DisplayTableField,
  state: FieldState,
  value: unknown,
  env: Env,
): Problem[] {
  const editable = field.columns.filter((column) => column.editInApprove === true);
  if (!state.visible || !env.mode.approvalEditable || editable.length === 0 || !isRowList(value)) return [];
  const problems: Problem[] = [];
  value.forEach((row, index) => {
    for (const column of editable) {
      const text = valueText(readPath(row, [column.prop]));
      if (text === null || [...text].length <= APPROVAL_TEXT_MAX_LENGTH) continue;
      problems.push({
        prop: `${field.prop}.${index}.${column.prop}`,
        label: column.label,
        message: rowMessage(index, tooLongMessage(APPROVAL_TEXT_MAX_LENGTH)),
      });
    }
  });
  const reported = new Set(problems.map((problem) => problem.prop));
  const check = compileRowChecker(
    { ...field, columns: editable },
    {
      dictionaries: env.options.dictionaries,
      context: env.context,
      today: env.options.today,
      functions: env.options.functions,
    },
  );
  const label = fieldDisplayName(field);
  for (const problem of checkTableRows(value, check, MAX_ROW_PROBLEMS)) {
    const prop = `${field.prop}.${problem.row}.${problem.column}`;
    if (reported.has(prop)) continue;
    problems.push({ prop, label, message: cellMessage(problem.row, problem.label, problem.message) });
  }
  return problems;
}
