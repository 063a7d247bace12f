import { Select, Space } from 'antd';
import type { FieldControlProps } from '../types';

/** The value of the annualFinancialReport widget: which report (001 §3.2: half-year or full-year) of which year. */
export interface AnnualReportValue {
  period?: 'half' | 'full';
  year?: string;
}

const PERIODS = [
  { value: 'half', label: '半年度报告' },
  { value: 'full', label: '年度报告' },
];

/** The last ten years, newest first (001 §9: years yyyy). */
export function reportYears(today = new Date()): string[] {
  const current = today.getFullYear();
  return Array.from({ length: 10 }, (_, i) => String(current - i));
}

/**
 * Example business widget (registered as `annualFinancialReport`): picks the financial report a
 * disclosure form is about. Its value is an object, so the widget owns its shape.
 */
export function AnnualFinancialReportWidget({ id, state, value, onChange }: FieldControlProps) {
  const current = (value && typeof value === 'object' ? value : {}) as AnnualReportValue;
  const update = (patch: Partial<AnnualReportValue>) => onChange?.({ ...current, ...patch });
  return (
    <Space id={id} wrap>
      <Select
        aria-label="报告期间"
        style={{ width: 160 }}
        disabled={state.disabled}
        placeholder="报告期间"
        value={current.period}
        options={PERIODS}
        onChange={(period) => update({ period })}
      />
      <Select
        aria-label="报告年度"
        style={{ width: 120 }}
        disabled={state.disabled}
        placeholder="报告年度"
        value={current.year}
        options={reportYears().map((year) => ({ value: year, label: year }))}
        onChange={(year) => update({ year })}
      />
    </Space>
  );
}
