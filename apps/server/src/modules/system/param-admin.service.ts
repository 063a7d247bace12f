import type { Page, ParamAdminRecord, paramSubmitBody } from '@rer/contracts';
import type { z } from 'zod';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { pageOf } from './dictionary-admin.service.js';
import { findParamForAdmin, findParamPage, insertParam, updateParamAt } from './system-admin.repository.js';

export async function listParams(
  db: Database,
  tenantId: string,
  q: { current: number; size: number; paramKey?: string | undefined; paramName?: string | undefined },
): Promise<Page<ParamAdminRecord>> {
  const { rows, total } = await db.withTenant(tenantId, (tx) =>
    findParamPage(tx, tenantId, { ...q, offset: (q.current - 1) * q.size, limit: q.size }),
  );
  return pageOf(rows, total, q.current, q.size);
}

/** param-biz/submit: a new (never public) parameter, or a change at the version read. */
export async function submitParam(db: Database, audit: AuditContext, body: z.output<typeof paramSubmitBody>) {
  const tenantId = audit.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    const fields = { paramName: body.paramName, paramValue: body.paramValue, remark: body.remark ?? null };
    // The value may be a switch an attacker would like to read: the audit keeps the key, not the value.
    const entry = { targetType: 'param_biz', targetId: body.paramKey };
    if (body.version === undefined) {
      if (!(await insertParam(tx, tenantId, { paramKey: body.paramKey, ...fields })))
        throw new AppError('PARAM_EXISTS', { paramKey: body.paramKey });
      await writeAudit(tx, audit, { action: 'param.create', ...entry });
      return { paramKey: body.paramKey, version: 1 };
    }
    if (!(await findParamForAdmin(tx, tenantId, body.paramKey)))
      throw new AppError('PARAM_UNKNOWN', { paramKey: body.paramKey });
    const version = await updateParamAt(
      tx,
      tenantId,
      { paramKey: body.paramKey, version: body.version },
      fields,
    );
    if (version === null) throw new AppError('CONFLICT');
    await writeAudit(tx, audit, { action: 'param.update', ...entry });
    return { paramKey: body.paramKey, version };
  });
}
