import type { ConsoleAuditQuery, ConsoleAuditRow } from '@rer/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/** The audit log page (ADR 39): a tenant's rows, newest first, by actor, action, record and time. */

type Filters = Omit<ConsoleAuditQuery, 'current' | 'size'>;

function auditFilters(tenantId: string, f: Filters): SQL {
  const parts: SQL[] = [sql`l.tenant_id = ${tenantId}`];
  if (f.actor)
    parts.push(sql`(l.actor_id = ${f.actor} or strpos(coalesce(l.actor_name, ''), ${f.actor}) > 0)`);
  if (f.action) parts.push(sql`strpos(l.action, ${f.action}) > 0`);
  if (f.targetType) parts.push(sql`l.target_type = ${f.targetType}`);
  if (f.targetId) parts.push(sql`l.target_id = ${f.targetId}`);
  if (f.from) parts.push(sql`l.occurred_at >= ${f.from}::timestamptz`);
  if (f.to) parts.push(sql`l.occurred_at <= ${f.to}::timestamptz`);
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql`l.id::text as id, l.occurred_at::text as "occurredAt", l.actor_id as "actorId",
  l.actor_name as "actorName", l.ip, l.action, l.target_type as "targetType", l.target_id as "targetId", l.detail`;

export async function searchAuditLog(
  tx: Executor,
  tenantId: string,
  f: Filters,
  window: { offset: number; limit: number },
): Promise<ConsoleAuditRow[]> {
  return rows<ConsoleAuditRow>(
    tx,
    sql`select ${COLUMNS} from audit_log l where ${auditFilters(tenantId, f)}
        order by l.occurred_at desc, l.id desc limit ${window.limit} offset ${window.offset}`,
  );
}

/** The count, stopped at `cap` (an audit log grows without bound). */
export async function countAuditLog(
  tx: Executor,
  tenantId: string,
  f: Filters,
  cap: number,
): Promise<number> {
  const [found] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (select 1 from audit_log l where ${auditFilters(tenantId, f)} limit ${cap}) x`,
  );
  return Number(found?.n ?? 0);
}
