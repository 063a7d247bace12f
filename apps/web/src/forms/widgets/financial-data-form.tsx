import {
  defaultFinancialYears,
  FINANCIAL_TABLES,
  FINANCIAL_YEAR_LABEL_FIELDS,
  FINANCIAL_YEARS,
  type FinancialDataConfig,
  type FinancialRow,
  type FinancialTable,
  type FinancialYear,
  financialCellFailure,
  financialFieldName,
  financialRowState,
  financialYearLabel,
  parseFinancialDataConfig,
} from '@rer/domain';
import { Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { FieldControlProps } from '../types';

type FinancialValues = Record<string, unknown>;

const asValues = (value: unknown): FinancialValues =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as FinancialValues) : {};

/** The stored year labels, or last year and the one before when the form has none yet. */
function withYears(data: FinancialValues): FinancialValues {
  const defaults = defaultFinancialYears();
  const out = { ...data };
  for (const year of FINANCIAL_YEARS) {
    const field = FINANCIAL_YEAR_LABEL_FIELDS[year];
    if (out[field] === undefined || out[field] === null || out[field] === '') out[field] = defaults[year];
  }
  return out;
}

interface CellProps {
  row: FinancialRow;
  year: FinancialYear;
  yearLabel: string;
  data: FinancialValues;
  disabled: boolean;
  error: string | undefined;
  onValue: (field: string, text: string) => void;
  onBlurCell: (field: string) => void;
}

function FinancialCell({ row, year, yearLabel, data, disabled, error, onValue, onBlurCell }: CellProps) {
  const field = financialFieldName(year, row.key);
  const raw = data[field];
  return (
    <td style={{ padding: 4, verticalAlign: 'top' }}>
      <Input
        aria-label={`${row.label}${yearLabel}`}
        value={typeof raw === 'string' || typeof raw === 'number' ? String(raw) : ''}
        disabled={disabled}
        status={error ? 'error' : undefined}
        suffix={row.unit}
        onChange={(event) => onValue(field, event.target.value)}
        onBlur={() => onBlurCell(field)}
      />
      {error && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </td>
  );
}

interface TableProps {
  table: FinancialTable;
  config: FinancialDataConfig;
  data: FinancialValues;
  disabled: boolean;
  errorOf: (field: string) => string | undefined;
  onValue: (field: string, text: string) => void;
  onBlurCell: (field: string) => void;
}

function FinancialDataTable({ table, config, data, disabled, errorOf, onValue, onBlurCell }: TableProps) {
  const labels = FINANCIAL_YEARS.map((year) => financialYearLabel(data, year));
  const rows = table.rows.filter((row) => !financialRowState(config, table, row).hidden);
  return (
    <table aria-label={table.label} style={{ width: '100%', marginBottom: 12, borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{table.label}</caption>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', width: '30%' }}>项目</th>
          {labels.map((label) => (
            <th key={label} style={{ textAlign: 'left' }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const rowState = financialRowState(config, table, row);
          return (
            <tr key={row.key}>
              <td style={{ padding: 4 }}>
                {rowState.required && <span style={{ color: '#ff4d4f' }}>* </span>}
                {row.label}
              </td>
              {FINANCIAL_YEARS.map((year, i) => (
                <FinancialCell
                  key={year}
                  row={row}
                  year={year}
                  yearLabel={labels[i]!}
                  data={data}
                  disabled={disabled || rowState.disabled}
                  error={errorOf(financialFieldName(year, row.key))}
                  onValue={onValue}
                  onBlurCell={onBlurCell}
                />
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The four-table financial data form (001 §3.17, §5.17), registered as `financialData`: balance
 * sheet, income statement, cash flow and other data, each row with last year's and the year
 * before's value in the backend fields lastYearX / theYearBeforeLastX. Required, disabled and
 * hidden rows and tables come from the field's props; a cell is checked on blur with the rules the
 * server applies (packages/domain company-data), and the submit's errors show on their cells.
 */
export function FinancialDataWidget({ field, state, id, value, onChange, partErrors }: FieldControlProps) {
  const config = useMemo(() => parseFinancialDataConfig(field.props), [field.props]);
  const data = withYears(asValues(value));
  const [blurred, setBlurred] = useState<Record<string, string | null>>({});

  const located = (fieldName: string) => {
    for (const table of FINANCIAL_TABLES)
      for (const row of table.rows)
        for (const year of FINANCIAL_YEARS)
          if (financialFieldName(year, row.key) === fieldName) return { table, row, year };
    return undefined;
  };
  const check = (fieldName: string, values: FinancialValues) => {
    const at = located(fieldName);
    if (!at) return null;
    const rowState = financialRowState(config, at.table, at.row);
    return financialCellFailure(at.row, rowState, financialYearLabel(values, at.year), values[fieldName]);
  };
  const onValue = (fieldName: string, text: string) => {
    const next = { ...data, [fieldName]: text };
    onChange?.(next);
    // A cell already marked is checked again as it is typed, so the mark goes once it is right.
    if (blurred[fieldName] !== undefined) setBlurred((b) => ({ ...b, [fieldName]: check(fieldName, next) }));
  };
  const onBlurCell = (fieldName: string) =>
    setBlurred((b) => ({ ...b, [fieldName]: check(fieldName, data) }));
  const errorOf = (fieldName: string) => {
    const local = blurred[fieldName];
    if (local !== undefined) return local ?? undefined;
    return partErrors?.[`${field.prop}.${fieldName}`];
  };

  return (
    <div id={id}>
      {FINANCIAL_TABLES.filter((table) => !config.hiddenTables.has(table.key)).map((table) => (
        <FinancialDataTable
          key={table.key}
          table={table}
          config={config}
          data={data}
          disabled={state.disabled}
          errorOf={errorOf}
          onValue={onValue}
          onBlurCell={onBlurCell}
        />
      ))}
    </div>
  );
}
