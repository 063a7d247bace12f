import type { QueryColumn } from '@rer/domain';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { useDictionary } from '../../lib/reference-data';

/** 001 §2.2: no value or a lone @ shows blank; 0 is shown. */
export function isBlankCell(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === '@';
}

/** The text of a cell by the column's format (dictionary labels come from DictionaryCell). */
export function formatCell(value: unknown, format: QueryColumn['format']): string {
  if (isBlankCell(value)) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  switch (format) {
    case 'date':
      return formatDate(text);
    case 'datetime':
      return formatDateTime(text);
    case 'amount':
      return formatMoney(text);
    default:
      return text;
  }
}

/** A value shown by its dictionary label (001 §3.21 dictName); the raw value while loading or unknown. */
export function DictionaryCell({ code, value }: { code: string; value: unknown }) {
  const items = useDictionary(code).data;
  if (isBlankCell(value)) return null;
  const label = items?.find((item) => item.dictKey === String(value))?.dictValue;
  return <>{label ?? String(value)}</>;
}

/** Reads `a.b.c` of a row. */
export function readCell(row: Record<string, unknown>, prop: string): unknown {
  let current: unknown = row;
  for (const key of prop.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
