import { chinaCalendarDate, compareCalendarDates, parseIsoDate } from './calendar.js';

export interface TodayOption {
  /** The current instant; injectable so tests do not depend on the clock. */
  today?: Date;
}

export function isValidDateString(value: string | null | undefined): boolean {
  return parseIsoDate(value) !== null;
}

/**
 * True when `value` is a real `YYYY-MM-DD` date on or before today in China (UTC+8).
 * Blank or malformed input is false: callers skip the rule for optional, empty fields.
 */
export function isDateNotInFuture(value: string | null | undefined, options: TodayOption = {}): boolean {
  const date = parseIsoDate(value);
  if (!date) return false;
  return compareCalendarDates(date, chinaCalendarDate(options.today)) <= 0;
}

/** True when both are real dates and `end` is the same day as `start` or later. */
export function isEndNotBeforeStart(
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  return from !== null && to !== null && compareCalendarDates(from, to) <= 0;
}

/** True when both are real dates and `end` is strictly later than `start`. */
export function isEndAfterStart(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  return from !== null && to !== null && compareCalendarDates(from, to) < 0;
}
