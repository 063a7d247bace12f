import {
  type NumericFieldValue,
  validateInteger,
  validateNonNegativeSixDecimals,
  validateSignedSixDecimals,
} from '../number-rules.js';
import type { ValidationResult } from '../validation-result.js';
import {
  FINANCIAL_TABLES,
  FINANCIAL_YEAR_LABEL_FIELDS,
  FINANCIAL_YEARS,
  type FinancialRow,
  type FinancialTable,
  type FinancialValueKind,
  type FinancialYear,
  financialFieldName,
} from './financial-data-rows.js';

/**
 * Which rows and tables are required, disabled or hidden (001 §5.17: configured per field; the
 * legacy column settings in session data are the widget field's `props` here):
 * `{ requiredRows: ['monetaryCapital'] | 'all', disabledRows, hiddenRows, disabledTables, hiddenTables }`.
 */
export interface FinancialDataConfig {
  requiredRows: ReadonlySet<string> | 'all';
  disabledRows: ReadonlySet<string>;
  hiddenRows: ReadonlySet<string>;
  disabledTables: ReadonlySet<string>;
  hiddenTables: ReadonlySet<string>;
}

export interface FinancialRowState {
  hidden: boolean;
  disabled: boolean;
  required: boolean;
}

export interface FinancialDataProblem {
  /** The backend field (`lastYearMonetaryCapital`), or '' for the value as a whole. */
  field: string;
  /** Row and year (`货币资金2025年`), or '' for the value as a whole. */
  label: string;
  message: string;
}

/** Ours: a value that is not the four tables' object, or holds a field they do not have. */
export const FINANCIAL_DATA_FORMAT_MESSAGE = '财务数据格式不正确';
const FORMAT = FINANCIAL_DATA_FORMAT_MESSAGE;

const names = (value: unknown): ReadonlySet<string> =>
  new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Reads the field's props; anything not a list of names counts as none. */
export function parseFinancialDataConfig(
  props: Readonly<Record<string, unknown>> | undefined,
): FinancialDataConfig {
  const p = props ?? {};
  return {
    requiredRows: p.requiredRows === 'all' ? 'all' : names(p.requiredRows),
    disabledRows: names(p.disabledRows),
    hiddenRows: names(p.hiddenRows),
    disabledTables: names(p.disabledTables),
    hiddenTables: names(p.hiddenTables),
  };
}

/** A hidden row is neither required nor checked; a disabled one is not required (it is not the user's to fill). */
export function financialRowState(
  config: FinancialDataConfig,
  table: FinancialTable,
  row: FinancialRow,
): FinancialRowState {
  const hidden = config.hiddenTables.has(table.key) || config.hiddenRows.has(row.key);
  const disabled = config.disabledTables.has(table.key) || config.disabledRows.has(row.key);
  const listed = config.requiredRows === 'all' || config.requiredRows.has(row.key);
  return { hidden, disabled, required: listed && !hidden && !disabled };
}

/**
 * 001 §5.17: employee count 请输入整数; the negative-allowed rows 请输入不超过六位小数的数; all
 * others non-negative without leading zeros, 请输入不超过六位小数的正数. Blank passes.
 */
export function validateFinancialValue(kind: FinancialValueKind, value: unknown): ValidationResult {
  if (value !== null && value !== undefined && typeof value !== 'string' && typeof value !== 'number') {
    // An object or a boolean is no number: the rule's own message.
    return validateFinancialValue(kind, 'x');
  }
  const v = value as NumericFieldValue;
  if (kind === 'integer') return validateInteger(v);
  if (kind === 'signed') return validateSignedSixDecimals(v);
  return validateNonNegativeSixDecimals(v);
}

const FALLBACK_YEAR_LABELS: Readonly<Record<FinancialYear, string>> = {
  lastYear: '上年',
  theYearBeforeLast: '前年',
};

/** The column's year as shown: `2025年` from lastYearSpecificYear '2025' (or '2025年'); 上年 / 前年 when unset. */
export function financialYearLabel(data: Readonly<Record<string, unknown>>, year: FinancialYear): string {
  const raw = data[FINANCIAL_YEAR_LABEL_FIELDS[year]];
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  if (text === '') return FALLBACK_YEAR_LABELS[year];
  return /^\d{4}$/.test(text) ? `${text}年` : text;
}

/** 001 §5.17: {row}{year}项为必填. */
export function financialRequiredMessage(rowLabel: string, yearLabel: string): string {
  return `${rowLabel}${yearLabel}项为必填`;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The first failure of one cell: blank and required, else the value rule. */
export function financialCellFailure(
  row: FinancialRow,
  state: FinancialRowState,
  yearLabel: string,
  value: unknown,
): string | null {
  if (state.hidden) return null;
  if (isBlank(value)) return state.required ? financialRequiredMessage(row.label, yearLabel) : null;
  const result = validateFinancialValue(row.kind, value);
  return result.ok ? null : result.message;
}

const KNOWN_FIELDS: ReadonlySet<string> = new Set([
  ...Object.values(FINANCIAL_YEAR_LABEL_FIELDS),
  ...FINANCIAL_TABLES.flatMap((t) =>
    t.rows.flatMap((r) => FINANCIAL_YEARS.map((y) => financialFieldName(y, r.key))),
  ),
]);

/**
 * Every failure of a four-table value (the server's check and the browser's on submit): not an
 * object or an unknown key → 格式不正确 for the whole; else each cell, named by row and year.
 */
export function checkFinancialData(value: unknown, config: FinancialDataConfig): FinancialDataProblem[] {
  if (value === null || value === undefined) return checkFinancialData({}, config);
  if (typeof value !== 'object' || Array.isArray(value)) return [{ field: '', label: '', message: FORMAT }];
  const data = value as Record<string, unknown>;
  const unknown = Object.keys(data).find((key) => !KNOWN_FIELDS.has(key));
  if (unknown !== undefined) return [{ field: unknown, label: '', message: FORMAT }];
  const problems: FinancialDataProblem[] = [];
  for (const year of FINANCIAL_YEARS) {
    const yearLabel = financialYearLabel(data, year);
    for (const table of FINANCIAL_TABLES) {
      for (const row of table.rows) {
        const field = financialFieldName(year, row.key);
        const failure = financialCellFailure(
          row,
          financialRowState(config, table, row),
          yearLabel,
          data[field],
        );
        if (failure !== null) problems.push({ field, label: `${row.label}${yearLabel}`, message: failure });
      }
    }
  }
  return problems;
}
