import { type AuditAction, writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import type { AuthUser } from '../identity/index.js';

/** Who acts in the console and from where (every change writes one audit row, ADR 39). */
export interface ConsoleActor {
  user: AuthUser;
  ip: string;
  requestId: string;
}

type Summary = Record<string, string | number | boolean | null | string[]>;

/** `210202********0011`: the region and the last four, never the birth date. */
export function maskIdNumber(value: string | null): string | null {
  if (!value) return value;
  return value.length > 10
    ? `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`
    : '****';
}

/** The fields that changed, before and after, as short text (no secrets: callers never pass hashes). */
export function changedFields(before: Summary, after: Summary): { before: string; after: string } | null {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (keys.length === 0) return null;
  const show = (s: Summary) =>
    keys
      .map((k) => `${k}=${Array.isArray(s[k]) ? (s[k] as string[]).join('|') : String(s[k] ?? '')}`)
      .join('; ');
  return { before: show(before), after: show(after) };
}

export async function auditConsole(
  tx: Tx,
  actor: ConsoleActor,
  entry: { action: AuditAction; targetType: string; targetId: string; detail?: Summary },
): Promise<void> {
  const detail: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(entry.detail ?? {})) detail[k] = Array.isArray(v) ? v.join('|') : v;
  await writeAudit(
    tx,
    {
      tenantId: actor.user.tenantId,
      ip: actor.ip,
      requestId: actor.requestId,
      actorId: actor.user.accountId,
      actorName: actor.user.realName || actor.user.account,
    },
    { action: entry.action, targetType: entry.targetType, targetId: entry.targetId, detail },
  );
}
