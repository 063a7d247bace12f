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

const ACTION_KEYS = ['submit', 'resubmit', 'approve', 'complete', 'return', 'reject'] as const;
const REGISTER_KINDS: readonly string[] = ['register.event', 'register.event.backfill'];

/**
 * The step an entry records, as the applicant knows it (提交申请, 退回修改, 重新提交, 审批通过, 登记变更):
 * the workflow action of an application entry, 登记变更 for a register change, else the entry kind.
 */
export function stepLabel(t: TFunction, statement: { ext: string; action?: string | null }): string {
  if (REGISTER_KINDS.includes(statement.ext)) return t('evidence.action.register');
  const action = ACTION_KEYS.find((key) => key === statement.action);
  return action ? t(`evidence.action.${action}`) : kindLabel(t, statement.ext);
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
