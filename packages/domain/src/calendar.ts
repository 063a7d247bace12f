/** A proleptic Gregorian calendar date with no time of day and no time zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// The platform serves one market in mainland China; China Standard Time has had no DST since 1991.
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The calendar date in China (UTC+8) at `instant`. Using a fixed zone keeps server (often UTC)
 * and browser answers identical around midnight.
 */
export function chinaCalendarDate(instant: Date = new Date()): CalendarDate {
  const shifted = new Date(instant.getTime() + CHINA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Completed years between `birth` and `on`. Someone born on 29 February is one year older on
 * 1 March in common years, the usual reading of Chinese civil law for age thresholds.
 */
export function completedYears(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a strict `YYYY-MM-DD` string (the spec's yyyy-MM-dd); anything else gives null. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
