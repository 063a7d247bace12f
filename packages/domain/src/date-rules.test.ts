import { describe, expect, it } from 'vitest';
import { chinaCalendarDate, completedYears, isLeapYear, parseIsoDate } from './calendar.js';
import { isDateNotInFuture, isEndAfterStart, isEndNotBeforeStart, isValidDateString } from './date-rules.js';

const today = new Date('2025-06-15T04:00:00Z');

describe('isValidDateString', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '2025-04-30'])('accepts %s', (value) => {
    expect(isValidDateString(value)).toBe(true);
  });
  it.each([
    '2023-02-29',
    '1900-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-6-1',
    '2025/06/01',
    '2025-06-15T00:00',
    '',
    null,
  ])('refuses %s', (value) => expect(isValidDateString(value)).toBe(false));
});

describe('isDateNotInFuture', () => {
  it('accepts today and the past, refuses tomorrow', () => {
    expect(isDateNotInFuture('2025-06-15', { today })).toBe(true);
    expect(isDateNotInFuture('1990-01-01', { today })).toBe(true);
    expect(isDateNotInFuture('2025-06-16', { today })).toBe(false);
  });

  it('uses the date in China, not UTC: 16:30 UTC is already the next day', () => {
    const lateUtc = new Date('2025-06-15T16:30:00Z');
    expect(isDateNotInFuture('2025-06-16', { today: lateUtc })).toBe(true);
    expect(isDateNotInFuture('2025-06-17', { today: lateUtc })).toBe(false);
  });

  it('refuses malformed dates and defaults to the real clock', () => {
    expect(isDateNotInFuture('2025-02-30', { today })).toBe(false);
    expect(isDateNotInFuture('')).toBe(false);
    expect(isDateNotInFuture('2000-01-01')).toBe(true);
    expect(isDateNotInFuture('9999-12-31')).toBe(false);
  });
});

describe('isEndNotBeforeStart and isEndAfterStart', () => {
  it.each([
    ['2025-01-01', '2025-01-02', true, true],
    ['2025-01-01', '2025-01-01', true, false],
    ['2025-01-02', '2025-01-01', false, false],
    ['2024-12-31', '2025-01-01', true, true],
    ['2025-02-30', '2025-03-01', false, false],
    ['', '2025-03-01', false, false],
  ] as const)('%s → %s', (start, end, notBefore, after) => {
    expect(isEndNotBeforeStart(start, end)).toBe(notBefore);
    expect(isEndAfterStart(start, end)).toBe(after);
  });
});

describe('calendar helpers', () => {
  it('knows the Gregorian leap years', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
  });

  it('counts completed years, with 29 February birthdays maturing on 1 March', () => {
    const leapling = parseIsoDate('2000-02-29')!;
    expect(completedYears(leapling, { year: 2003, month: 2, day: 28 })).toBe(2);
    expect(completedYears(leapling, { year: 2003, month: 3, day: 1 })).toBe(3);
    expect(completedYears(leapling, { year: 2004, month: 2, day: 29 })).toBe(4);
  });

  it('reads the calendar date in China', () => {
    expect(chinaCalendarDate(new Date('2024-12-31T15:59:59Z'))).toEqual({ year: 2024, month: 12, day: 31 });
    expect(chinaCalendarDate(new Date('2024-12-31T16:00:00Z'))).toEqual({ year: 2025, month: 1, day: 1 });
  });
});
