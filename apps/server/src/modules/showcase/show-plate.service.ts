import type { ShowPlateOption, ShowPlateRow, ShowPlateSubmitBody } from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import * as repo from './show-plate.repository.js';

/**
 * Show plates (展示板块, 002 §3 key/value; ADR 80): the public list of getShowPlateByParam, the
 * staff list and its create/edit at the version read, and the check of 550092's chosen plate.
 */

/** The demo plates every tenant starts with (ADR 80); administrators rename, reorder or switch them off. */
export const DEMO_SHOW_PLATES: readonly repo.PlateValues[] = [
  { code: 'ZSCX', name: '创新企业展示板', sortOrder: 10, status: 1 },
  { code: 'ZSCZ', name: '成长企业展示板', sortOrder: 20, status: 1 },
  { code: 'ZSXC', name: '乡村振兴展示板', sortOrder: 30, status: 1 },
  { code: 'ZSWL', name: '文化旅游展示板', sortOrder: 40, status: 1 },
];

export function seedShowPlates(tx: Executor, tenantId: string): Promise<void> {
  return repo.insertMissingPlates(tx, tenantId, DEMO_SHOW_PLATES);
}

/** getShowPlateByParam: the enabled plates as `[{key, value}]` (002 §3), sent as a JSON string (002 §7). */
export async function publicShowPlates(db: Database, tenantId: string): Promise<ShowPlateOption[]> {
  const plates = await db.withTenant(tenantId, (tx) => repo.listPlates(tx, tenantId, true));
  return plates.map((p) => ({ key: p.code, value: p.name }));
}

export function staffShowPlates(db: Database, tenantId: string): Promise<ShowPlateRow[]> {
  return db.withTenant(tenantId, (tx) => repo.listPlates(tx, tenantId, false));
}

/** 550092's plate: one of the tenant's enabled plates, else a 400 naming the field. Answers its name. */
export async function requireEnabledPlate(tx: Executor, tenantId: string, code: string): Promise<string> {
  const plate = code ? await repo.findPlate(tx, tenantId, code) : null;
  if (plate?.status !== 1) throw validationError('showPlate', '展示板块：请选择启用中的展示板块');
  return plate.name;
}

/**
 * Creates a plate (no id) or edits one at the version read (409 when another change came first).
 * A plate that companies are displayed on cannot be switched off (they would vanish from the
 * showcase filter); each change writes its audit row.
 */
export async function submitShowPlate(
  db: Database,
  actor: AuditContext,
  body: ShowPlateSubmitBody,
): Promise<{ id: number; version: number }> {
  const { tenantId } = actor;
  return db.withTenant(tenantId, async (tx) => {
    const values = { name: body.name, sortOrder: body.sortOrder, status: body.status };
    if (body.id === undefined) {
      const id = await repo.insertPlate(tx, tenantId, { ...values, code: body.code });
      if (id === null) throw validationError('code', '板块代码或板块名称已存在');
      await writeAudit(tx, actor, {
        action: 'showPlate.create',
        targetType: 'show_plate',
        targetId: body.code,
        detail: { name: body.name, status: body.status },
      });
      return { id, version: 1 };
    }
    if (body.version === undefined) throw validationError('version', '修改板块时须提供版本');
    if (await repo.nameTakenByOther(tx, tenantId, body.name, body.id))
      throw validationError('name', '板块名称已存在');
    if (body.status === 0) await refuseSwitchingOffInUse(tx, tenantId, body.id);
    const updated = await repo.updatePlate(tx, tenantId, { id: body.id, version: body.version }, values);
    if (!updated) throw new AppError('CONFLICT');
    await writeAudit(tx, actor, {
      action: 'showPlate.update',
      targetType: 'show_plate',
      targetId: updated.code,
      detail: { name: body.name, status: body.status, version: updated.version },
    });
    return { id: body.id, version: updated.version };
  });
}

async function refuseSwitchingOffInUse(tx: Executor, tenantId: string, id: number): Promise<void> {
  const plate = (await repo.listPlates(tx, tenantId, false)).find((p) => p.id === id);
  if (plate && plate.status === 1 && plate.shownCompanies > 0)
    throw validationError('status', `该板块下有${plate.shownCompanies}家展示中的企业，不能停用`);
}
