import { type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema.js';
import type { Executor } from './db/database.js';

/** Every action the audit trail knows. Details never hold passwords, codes or tokens. */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.locked',
  'auth.refresh',
  'auth.refresh_reuse',
  'auth.logout',
  'session.switch_company',
  'session.switch_holder',
  'account.register',
  'account.create_administrator',
  'account.reset_password',
  'account.capital_password',
  'account.update_password',
  'face_check.start',
  'sms.send',
  'form.save',
  'query_page.save',
  'holder.search',
  'holder.lookup',
  'holder.options',
  'register.record_event',
  'register.view_company',
  'register.view_own_holdings',
  'register.view_history',
  'register.export',
  'register.import',
  'register.import_rejected',
  'workflow.save',
  'workflow.submit',
  'workflow.approve',
  'workflow.return',
  'workflow.reject',
  'workflow.resubmit',
  'workflow.withdraw',
  'workflow.cancel',
  'workflow.complete',
  'workflow.view',
  'workflow.flow_seed',
  'attachment.upload',
  'attachment.download',
  'attachment.preview',
  'attachment.bind',
  'evidence.attach_zip',
  'evidence.package_cleanup',
  'ledger.backfill',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditContext {
  tenantId: string;
  ip: string | null;
  requestId: string | null;
  actorId?: string | null;
  actorName?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, string | number | boolean | null>;
}

function auditRow(context: AuditContext, entry: AuditEntry) {
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

/** The values of `auditInsertForRows`'s placeholders. */
export function auditRowValues(context: AuditContext, entry: AuditEntry): Record<string, unknown> {
  const r = auditRow(context, entry);
  return {
    'audit.tenantId': r.tenantId,
    'audit.actorId': r.actorId,
    'audit.actorName': r.actorName,
    'audit.ip': r.ip,
    'audit.requestId': r.requestId,
    'audit.action': r.action,
    'audit.targetType': r.targetType,
    'audit.targetId': r.targetId,
    'audit.detail': JSON.stringify(r.detail),
  };
}

/** `138****5678`: enough to recognise, not enough to use. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}
