import type { DictItemRecord, DictTypeRecord, dictSubmitBody, Page } from '@rer/contracts';
import type { z } from 'zod';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  type DictItemRow,
  findDictItem,
  findDictItems,
  findDictKeys,
  findDictType,
  findDictTypes,
  insertDictItem,
  insertDictType,
  markDictItemsRemoved,
  updateDictItemAt,
  updateDictTypeAt,
} from './system-admin.repository.js';

type SubmitBody = z.output<typeof dictSubmitBody>;
type ItemBody = Extract<SubmitBody, { dictKey: string }>;
type TypeBody = Exclude<SubmitBody, ItemBody>;

export const pageOf = <T>(records: T[], total: number, current: number, size: number): Page<T> => ({
  records,
  total,
  current,
  size,
  pages: Math.ceil(total / size),
});

const itemRecord = (row: DictItemRow): DictItemRecord => ({
  id: String(row.id),
  parentId: row.code,
  code: row.code,
  dictKey: row.dictKey,
  dictValue: row.dictValue,
  parentKey: row.parentKey,
  sort: row.sort,
  remark: row.remark,
  isSealed: row.isSealed,
  hasChildren: row.hasChildren,
  version: row.version,
});

export async function listDictionaries(
  db: Database,
  tenantId: string,
  q: { current: number; size: number; code?: string | undefined; dictValue?: string | undefined },
): Promise<Page<DictTypeRecord>> {
  const { rows, total } = await db.withTenant(tenantId, (tx) =>
    findDictTypes(tx, tenantId, {
      code: q.code,
      name: q.dictValue,
      offset: (q.current - 1) * q.size,
      limit: q.size,
    }),
  );
  const records = rows.map((r) => ({
    id: r.code,
    parentId: '0' as const,
    code: r.code,
    dictValue: r.name,
    remark: r.remark,
    itemCount: r.itemCount,
    version: r.version,
  }));
  return pageOf(records, total, q.current, q.size);
}

export async function listDictionaryItems(
  db: Database,
  tenantId: string,
  q: { current: number; size: number; parentId: string; parentKey?: string | undefined },
): Promise<Page<DictItemRecord>> {
  const { rows, total } = await db.withTenant(tenantId, async (tx) => {
    if (!(await findDictType(tx, tenantId, q.parentId)))
      throw new AppError('DICTIONARY_UNKNOWN', { code: q.parentId });
    return findDictItems(tx, tenantId, {
      code: q.parentId,
      parentKey: q.parentKey || null,
      offset: (q.current - 1) * q.size,
      limit: q.size,
    });
  });
  return pageOf(rows.map(itemRecord), total, q.current, q.size);
}

export async function dictionaryItemDetail(
  db: Database,
  tenantId: string,
  id: string,
): Promise<DictItemRecord> {
  const row = await db.withTenant(tenantId, (tx) => findDictItem(tx, tenantId, { id: BigInt(id) }));
  if (!row || row.isDeleted) throw new AppError('NOT_FOUND');
  return itemRecord(row);
}

async function submitType(db: Database, audit: AuditContext, body: TypeBody) {
  const tenantId = audit.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    const fields = { name: body.dictValue, remark: body.remark ?? null };
    if (body.version === undefined) {
      if (!(await insertDictType(tx, tenantId, { code: body.code, ...fields })))
        throw new AppError('DICT_CODE_EXISTS', { code: body.code });
      await writeAudit(tx, audit, {
        action: 'dict.create',
        targetType: 'dict_biz_type',
        targetId: body.code,
      });
      return { id: body.code, version: 1 };
    }
    if (!(await findDictType(tx, tenantId, body.code)))
      throw new AppError('DICTIONARY_UNKNOWN', { code: body.code });
    if (!(await updateDictTypeAt(tx, tenantId, { code: body.code, version: body.version }, fields)))
      throw new AppError('CONFLICT');
    await writeAudit(tx, audit, { action: 'dict.update', targetType: 'dict_biz_type', targetId: body.code });
    return { id: body.code, version: body.version + 1 };
  });
}

/** The parent key exists in the dictionary and is not the item itself or below it. */
function checkParentKey(
  keys: { dictKey: string; parentKey: string | null }[],
  body: ItemBody,
  ownKey: string | null,
) {
  const parentKey = body.parentKey || null;
  if (parentKey === null) return null;
  const parentOf = new Map(keys.map((k) => [k.dictKey, k.parentKey]));
  if (!parentOf.has(parentKey)) throw new AppError('DICT_PARENT_UNKNOWN', { parentKey });
  for (let at: string | null | undefined = parentKey; at; at = parentOf.get(at))
    if (ownKey !== null && at === ownKey) throw new AppError('DICT_PARENT_CYCLE');
  return parentKey;
}

async function submitItem(db: Database, audit: AuditContext, body: ItemBody) {
  const tenantId = audit.tenantId;
  const code = body.parentId;
  return db.withTenant(tenantId, async (tx) => {
    if (!(await findDictType(tx, tenantId, code))) throw new AppError('DICTIONARY_UNKNOWN', { code }); // locks it
    const current = body.id ? await findDictItem(tx, tenantId, { id: BigInt(body.id) }) : null;
    if (body.id && (!current || current.code !== code || current.isDeleted)) throw new AppError('NOT_FOUND');
    if (current?.isSealed && current.dictKey !== body.dictKey) throw new AppError('DICT_SEALED');
    const sameKey = await findDictItem(tx, tenantId, { code, dictKey: body.dictKey });
    const fields = {
      dictKey: body.dictKey,
      dictValue: body.dictValue,
      parentKey: checkParentKey(await findDictKeys(tx, tenantId, code), body, current?.dictKey ?? null),
      sort: body.sort,
      remark: body.remark ?? null,
    };
    const detail = { code, dictKey: body.dictKey, dictValue: body.dictValue };
    if (current) {
      if (sameKey && sameKey.id !== current.id)
        throw new AppError('DICT_KEY_EXISTS', { dictKey: body.dictKey });
      const version = await updateDictItemAt(
        tx,
        tenantId,
        { id: current.id, version: body.version ?? 0 },
        fields,
      );
      if (version === null) throw new AppError('CONFLICT');
      await writeAudit(tx, audit, {
        action: 'dict.update',
        targetType: 'dict_biz',
        targetId: String(current.id),
        detail,
      });
      return { id: String(current.id), version };
    }
    if (sameKey && !sameKey.isDeleted) throw new AppError('DICT_KEY_EXISTS', { dictKey: body.dictKey });
    // A removed item's key comes back as that row (the key is unique per dictionary).
    const saved = sameKey
      ? { id: sameKey.id, version: await updateDictItemAt(tx, tenantId, sameKey, fields) }
      : await insertDictItem(tx, tenantId, code, fields);
    if (saved.version === null) throw new AppError('CONFLICT');
    await writeAudit(tx, audit, {
      action: 'dict.create',
      targetType: 'dict_biz',
      targetId: String(saved.id),
      detail,
    });
    return { id: String(saved.id), version: saved.version };
  });
}

/** dict-biz/submit: a dictionary or an item, created or edited at the version read. */
export function submitDictionary(db: Database, audit: AuditContext, body: SubmitBody) {
  return 'dictKey' in body ? submitItem(db, audit, body) : submitType(db, audit, body);
}

/** dict-biz/remove: items without live children (请先删除子节点！), never a sealed one. */
export async function removeDictionaryItems(db: Database, audit: AuditContext, ids: readonly string[]) {
  const tenantId = audit.tenantId;
  return db.withTenant(tenantId, async (tx) => {
    const rows: DictItemRow[] = [];
    for (const id of new Set(ids)) {
      const row = await findDictItem(tx, tenantId, { id: BigInt(id) });
      if (!row || row.isDeleted) throw new AppError('NOT_FOUND');
      if (row.isSealed) throw new AppError('DICT_SEALED');
      rows.push(row);
    }
    for (const code of [...new Set(rows.map((r) => r.code))].sort()) await findDictType(tx, tenantId, code);
    const removing = new Set(rows.map((r) => `${r.code}\u0000${r.dictKey}`));
    for (const row of rows) {
      const keys = await findDictKeys(tx, tenantId, row.code);
      if (keys.some((k) => k.parentKey === row.dictKey && !removing.has(`${row.code}\u0000${k.dictKey}`)))
        throw new AppError('DICT_HAS_CHILDREN');
    }
    const removed = await markDictItemsRemoved(
      tx,
      tenantId,
      rows.map((r) => r.id),
    );
    for (const row of rows)
      await writeAudit(tx, audit, {
        action: 'dict.remove',
        targetType: 'dict_biz',
        targetId: String(row.id),
        detail: { code: row.code, dictKey: row.dictKey },
      });
    return removed;
  });
}
