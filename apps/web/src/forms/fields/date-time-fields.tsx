import { DatePicker, InputNumber, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useMemo } from 'react';
import { hidesNowShortcut } from '../engine/route-context';
import { useFormRuntime } from '../engine/runtime';
import type { FieldControlProps } from '../types';

dayjs.extend(customParseFormat);

/** Stored formats (001 §9: dates yyyy-MM-dd, years yyyy). */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  year: 'YYYY',
  month: 'YYYY-MM',
  datetime: 'YYYY-MM-DD HH:mm:ss',
} as const;

const parse = (value: unknown, format: string): Dayjs | null => {
  if (typeof value !== 'string' || value === '') return null;
  const parsed = dayjs(value, format, true);
  return parsed.isValid() ? parsed : null;
};

/** date picker: yyyy-MM-dd strings; year, month, datetime and daterange kinds; no "now" on /process/550024/edit. */
export function DateField({ field, state, id, value, onChange }: FieldControlProps) {
  const { context } = useFormRuntime();
  const kind = field.type === 'date' ? (field.props?.type ?? 'date') : 'date';
  const showNow = !hidesNowShortcut(context);
  if (kind === 'daterange') {
    const pair = Array.isArray(value) ? value : [];
    return (
      <DatePicker.RangePicker
        id={id}
        value={[parse(pair[0], DATE_FORMATS.date), parse(pair[1], DATE_FORMATS.date)]}
        format={DATE_FORMATS.date}
        disabled={state.disabled}
        style={{ width: '100%' }}
        onChange={(dates) =>
          onChange?.(dates?.[0] && dates[1] ? dates.map((d) => d?.format(DATE_FORMATS.date)) : undefined)
        }
      />
    );
  }
  const format = DATE_FORMATS[kind];
  return (
    <DatePicker
      id={id}
      picker={kind === 'datetime' ? 'date' : kind}
      showTime={kind === 'datetime'}
      showNow={showNow}
      value={parse(value, format)}
      format={format}
      disabled={state.disabled}
      placeholder={field.placeholder ?? '请选择日期'}
      style={{ width: '100%' }}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(format) : undefined)}
    />
  );
}

/** time select: fixed times from start to end by step (defaults 08:30–18:30 every 15 minutes). */
export function TimeSelectField({ field, state, id, value, onChange }: FieldControlProps) {
  const props = (field.props ?? {}) as Record<string, unknown>;
  const start = typeof props.start === 'string' ? props.start : '08:30';
  const end = typeof props.end === 'string' ? props.end : '18:30';
  const step = typeof props.step === 'string' ? props.step : '00:15';
  const options = useMemo(() => timeSteps(start, end, step), [start, end, step]);
  return (
    <Select
      id={id}
      value={typeof value === 'string' ? value : undefined}
      disabled={state.disabled}
      allowClear
      placeholder={field.placeholder ?? '选择时间'}
      options={options.map((time) => ({ value: time, label: time }))}
      style={{ width: '100%' }}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}

const minutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

export function timeSteps(start: string, end: string, step: string): string[] {
  const out: string[] = [];
  const every = Math.max(1, minutes(step));
  for (let t = minutes(start); t <= minutes(end) && out.length < 1440; t += every) {
    out.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  }
  return out;
}

/** time picker: HH:mm:ss. */
export function TimePickerField({ field, state, id, value, onChange }: FieldControlProps) {
  const { context } = useFormRuntime();
  return (
    <TimePicker
      id={id}
      value={parse(value, 'HH:mm:ss')}
      format="HH:mm:ss"
      showNow={!hidesNowShortcut(context)}
      disabled={state.disabled}
      placeholder={field.placeholder ?? '选择时间'}
      style={{ width: '100%' }}
      onChange={(time: Dayjs | null) => onChange?.(time ? time.format('HH:mm:ss') : undefined)}
    />
  );
}

/** number: a number box with the configured bounds and precision (kept a JSON number). */
export function NumberField({ field, state, id, value, onChange }: FieldControlProps) {
  const props = field.type === 'number' ? field.props : undefined;
  return (
    <InputNumber
      id={id}
      value={typeof value === 'number' || typeof value === 'string' ? value : null}
      min={props?.min}
      max={props?.max}
      precision={props?.precision}
      disabled={state.disabled}
      placeholder={field.placeholder}
      suffix={'append' in field ? field.append : undefined}
      style={{ width: '100%' }}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
