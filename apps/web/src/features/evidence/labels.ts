import type { TFunction } from 'i18next';
import { EMPTY_DISPLAY, formatDateTime } from '../../lib/format';

const KIND_KEYS = {
  'register.event': 'registerEvent',
  'ledger.verification': 'ledgerVerification',
  'application.submit': 'applicationSubmit',
  'application.decision': 'applicationDecision',
  'register.event.backfill': 'registerEventBackfill',
} as const;

/** The entry kind in words; kinds added later show as they are. */
export function kindLabel(t: TFunction, kind: string): string {
  const key = KIND_KEYS[kind as keyof typeof KIND_KEYS];
  return key ? t(`evidence.kind.${key}`) : kind;
}

/** `ext5` of a statement: `{ seq, recordedAt, origin }` as JSON text; unreadable → empty. */
export function readExt5(ext5: string): { seq?: number; recordedAt?: string; origin?: string | null } {
  try {
    const value = JSON.parse(ext5) as unknown;
    return value && typeof value === 'object'
      ? (value as { seq?: number; recordedAt?: string; origin?: string })
      : {};
  } catch {
    return {};
  }
}

/** A timestamp in the platform's time zone (Beijing), as every other page shows times. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const shown = formatDateTime(iso);
  return shown === EMPTY_DISPLAY ? iso : shown;
}

/** The canonical entry text laid out for reading (the receipt keeps the exact text). */
export function prettyEntry(entry: string): string {
  try {
    return JSON.stringify(JSON.parse(entry), null, 2);
  } catch {
    return entry;
  }
}
