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

/** A calendar date `YYYY-MM-DD`; empty or invalid input shows `—`. */
export function formatDate(value: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD'): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : EMPTY_DISPLAY;
}

/** Date and time `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  return formatDate(value, 'YYYY-MM-DD HH:mm:ss');
}
