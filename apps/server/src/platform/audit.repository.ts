import { type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema.js';
import type { AuditContext, AuditEntry } from './audit.js';
import type { Executor } from './db/database.js';

/** The audit_log row of an entry. */
export function auditRow(context: AuditContext, entry: AuditEntry) {
  return {
    tenantId: context.tenantId,
    actorId: context.actorId ?? null,
    actorName: context.actorName ?? null,
    ip: context.ip,
    requestId: context.requestId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? {},
  };
}

export async function writeAudit(tx: Executor, context: AuditContext, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(context, entry));
}

/** Several entries of one context in one statement (in chunks of 1,000 rows). */
export async function writeAudits(tx: Executor, context: AuditContext, entries: AuditEntry[]): Promise<void> {
  for (let from = 0; from < entries.length; from += 1_000) {
    await tx.insert(auditLog).values(entries.slice(from, from + 1_000).map((e) => auditRow(context, e)));
  }
}

/**
 * The audit row of a read, as the data-modifying part of the read's own statement (ADR 23): one
 * row when `found` (a relation of that statement, e.g. a CTE) has rows, none when it has none, its
 * row count recorded as `detail.results`. It commits with the read, or nothing does. Its values
 * are placeholders named `audit.<column>` (the statement is compiled once and filled per call):
 * fill them with `auditRowValues`.
 */
export function auditInsertForRows(found: SQL): SQL {
  const v = (column: string) => sql.placeholder(`audit.${column}`);
  return sql`insert into audit_log (tenant_id, actor_id, actor_name, ip, request_id, action, target_type,
      target_id, detail)
    select ${v('tenantId')}, ${v('actorId')}, ${v('actorName')}, ${v('ip')}, ${v('requestId')}, ${v('action')},
      ${v('targetType')}, ${v('targetId')}, ${v('detail')}::jsonb || jsonb_build_object('results', f.n)
    from (select count(*)::int as n from ${found}) f where f.n > 0`;
}
