import type { ConsoleAuditQuery, ConsoleAuditRow, Page } from '@rer/contracts';
import { smallWorkbook, type XlsxCell } from '../../platform/documents/xlsx-writer.js';
import { validationError } from '../../platform/errors.js';
import type { ConsoleDeps } from './console-accounts.service.js';
import { auditConsole, type ConsoleActor } from './console-audit.js';
import { countAuditLog, searchAuditLog } from './console-audit-log.repository.js';

/** Counting stops here; the page says 10000+ rather than scanning years of rows. */
export const AUDIT_COUNT_CAP = 10_000;
/** An export holds at most this many rows (the page asks to narrow the search beyond it). */
export const AUDIT_EXPORT_LIMIT = 10_000;

function checkRange(q: { from?: string | undefined; to?: string | undefined }) {
  if (q.from && q.to && Date.parse(q.from) > Date.parse(q.to))
    throw validationError('结束时间', '不能早于开始时间');
}

export async function pageConsoleAudit(
  deps: ConsoleDeps,
  tenantId: string,
  q: ConsoleAuditQuery,
): Promise<Page<ConsoleAuditRow>> {
  checkRange(q);
  return deps.db.withTenant(tenantId, async (tx) => {
    const records = await searchAuditLog(tx, tenantId, q, {
      offset: (q.current - 1) * q.size,
      limit: q.size,
    });
    const total = await countAuditLog(tx, tenantId, q, AUDIT_COUNT_CAP);
    return { records, total, size: q.size, current: q.current, pages: Math.ceil(total / q.size) };
  });
}

const HEADERS = ['时间', '操作人', '操作人编号', 'IP', '操作', '对象类型', '对象编号', '内容'];

/** The search's rows as an .xlsx workbook; the export itself is audited. */
export async function exportConsoleAudit(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  q: ConsoleAuditQuery,
): Promise<Buffer> {
  checkRange(q);
  const tenantId = actor.user.tenantId;
  const found = await deps.db.withTenant(tenantId, async (tx) => {
    const list = await searchAuditLog(tx, tenantId, q, { offset: 0, limit: AUDIT_EXPORT_LIMIT + 1 });
    if (list.length > AUDIT_EXPORT_LIMIT)
      throw validationError('查询条件', `导出不能超过${AUDIT_EXPORT_LIMIT}条，请缩小查询范围`);
    await auditConsole(tx, actor, {
      action: 'console.audit_export',
      targetType: 'audit_log',
      targetId: '-',
      detail: {
        rows: list.length,
        action: q.action ?? null,
        actor: q.actor ?? null,
        from: q.from ?? null,
        to: q.to ?? null,
      },
    });
    return list;
  });
  const cells = found.map((r): XlsxCell[] => [
    r.occurredAt,
    r.actorName,
    r.actorId,
    r.ip,
    r.action,
    r.targetType,
    r.targetId,
    JSON.stringify(r.detail),
  ]);
  return smallWorkbook([
    { name: '审计日志', rows: [HEADERS, ...cells], widths: [24, 14, 38, 16, 28, 16, 38, 60] },
  ]);
}
