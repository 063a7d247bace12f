import { fenToYuan, formatAmount } from '@rer/domain';
import dayjs from 'dayjs';

/** What empty cells show. */
export const EMPTY_DISPLAY = '—';

type AmountValue = string | bigint | number | null | undefined;

/**
 * An amount for display: thousands separators and two decimals (spec 000 §2 shared display rules), exact
 * for decimal strings and bigints (the rounding lives in `@rer/domain`). Empty values show `—`; a value
 * that is not a number is shown as it came rather than breaking the page.
 */
export function formatMoney(value: AmountValue, decimals = 2): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return EMPTY_DISPLAY;
  }
  try {
    return formatAmount(value, decimals);
  } catch {
    return String(value);
  }
}

/** Money stored as integer fen, shown in yuan. */
export function formatFen(fen: bigint | null | undefined): string {
  return fen === null || fen === undefined ? EMPTY_DISPLAY : formatMoney(fenToYuan(fen));
}

/** Share quantities: whole numbers with thousands separators. */
export function formatShares(value: AmountValue): string {
  return formatMoney(value, 0);
}

/** The platform's clock: a market in China keeps its records in Beijing time, whatever the browser's zone. */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

const WALL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant's wall-clock time in Beijing, `YYYY-MM-DDTHH:mm:ss` without a zone. */
function beijingWallClock(instant: Date): string {
  const part = Object.fromEntries(WALL_CLOCK.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** A text with an offset (`…Z`, `…+08:00`, PostgreSQL's `2025-02-02 02:00:00+00`) names an instant. */
const WITH_OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

/**
 * What to show of a value: instants (Date, epoch numbers, texts with an offset) as Beijing wall-clock
 * time; texts without an offset (`2024-02-29`, `2024-02-29T10:11:12`) are wall-clock times already.
 */
function wallClockOf(value: string | number | Date): string | Date {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!WITH_OFFSET.test(text)) return text;
    const instant = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
    return Number.isNaN(instant.getTime()) ? text : beijingWallClock(instant);
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : beijingWallClock(instant);
}

/** A calendar date `YYYY-MM-DD` (Beijing's, for an instant); empty or invalid input shows `—`. */
export function formatDate(value: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD'): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  const date = dayjs(wallClockOf(value));
  return date.isValid() ? date.format(pattern) : EMPTY_DISPLAY;
}

/** Date and time `YYYY-MM-DD HH:mm:ss`, in Beijing time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  return formatDate(value, 'YYYY-MM-DD HH:mm:ss');
}
