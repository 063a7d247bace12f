import { describe, expect, it } from 'vitest';
import { EMPTY_DISPLAY, formatDate, formatDateTime, formatFen, formatMoney, formatShares } from './format';

describe('formatMoney', () => {
  it.each([
    ['1234567.5', '1,234,567.50'],
    ['0', '0.00'],
    ['-1234.005', '-1,234.01'],
    [1000, '1,000.00'],
    [12345678901234567890n, '12,345,678,901,234,567,890.00'],
    ['99999999999999999999.999', '100,000,000,000,000,000,000.00'],
  ] as const)('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('shows empty values as a dash and bad values as they came', () => {
    expect(formatMoney(null)).toBe(EMPTY_DISPLAY);
    expect(formatMoney(undefined)).toBe(EMPTY_DISPLAY);
    expect(formatMoney('  ')).toBe(EMPTY_DISPLAY);
    expect(formatMoney('abc')).toBe('abc');
  });
});

it('formatFen shows fen as yuan', () => {
  expect(formatFen(123456789n)).toBe('1,234,567.89');
  expect(formatFen(-5n)).toBe('-0.05');
  expect(formatFen(null)).toBe(EMPTY_DISPLAY);
});

it('formatShares has no decimals', () => {
  expect(formatShares('10000000')).toBe('10,000,000');
});

it('formats dates and tolerates junk', () => {
  expect(formatDate('2024-02-29T10:11:12')).toBe('2024-02-29');
  expect(formatDateTime('2024-02-29T10:11:12')).toBe('2024-02-29 10:11:12');
  // Instants are shown in Beijing time, whatever the browser's zone.
  expect(formatDateTime('2026-11-21T17:05:00.000Z')).toBe('2026-11-22 01:05:00');
  expect(formatDateTime('2025-02-02 02:00:00+00')).toBe('2025-02-02 10:00:00');
  expect(formatDateTime('2025-02-02T02:00:00+08:00')).toBe('2025-02-02 02:00:00');
  expect(formatDateTime(new Date(Date.UTC(2025, 0, 31, 20, 0, 0)))).toBe('2025-02-01 04:00:00');
  expect(formatDate('2025-01-31T20:00:00Z')).toBe('2025-02-01');
  expect(formatDate('not a date')).toBe(EMPTY_DISPLAY);
  expect(formatDate(null)).toBe(EMPTY_DISPLAY);
});
