import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { dictBiz, dictBizType, dictItemColumns, paramBiz } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

// Administrators' reads and writes of dictionaries and parameters, inside a tenant transaction
// (row-level security and the explicit tenant filter both hold). The triggers on dict_biz and
// param_biz tell every process to drop its cached answers on commit.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface DictTypeRow {
  code: string;
  name: string;
  remark: string | null;
  version: number;
  itemCount: number;
}

export async function findDictTypes(
  tx: Executor,
  tenantId: string,
  filter: { code?: string | undefined; name?: string | undefined; offset: number; limit: number },
): Promise<{ rows: DictTypeRow[]; total: number }> {
  const where = and(
    eq(dictBizType.tenantId, tenantId),
    filter.code ? ilike(dictBizType.code, `%${escapeLike(filter.code)}%`) : undefined,
    filter.name ? ilike(dictBizType.name, `%${escapeLike(filter.name)}%`) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(dictBizType).where(where);
  const rows = await tx
    .select({
      code: dictBizType.code,
      name: dictBizType.name,
      remark: dictBizType.remark,
      version: dictBizType.version,
      // Qualified by hand: drizzle writes a one-table select's columns unqualified.
      itemCount: sql<number>`(select count(*)::int from dict_biz i where i.tenant_id = dict_biz_type.tenant_id
        and i.code = dict_biz_type.code and not i.is_deleted)`,
    })
    .from(dictBizType)
    .where(where)
    .orderBy(asc(dictBizType.code))
    .offset(filter.offset)
    .limit(filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findDictType(tx: Executor, tenantId: string, code: string) {
  const [row] = await tx
    .select({ code: dictBizType.code, name: dictBizType.name, version: dictBizType.version })
    .from(dictBizType)
    .where(and(eq(dictBizType.tenantId, tenantId), eq(dictBizType.code, code)))
    .for('update');
  return row ?? null;
}

export async function insertDictType(
  tx: Executor,
  tenantId: string,
  row: { code: string; name: string; remark: string | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(dictBizType)
    .values({ ...row, tenantId })
    .onConflictDoNothing()
    .returning({ code: dictBizType.code });
  return inserted.length === 1;
}

export async function updateDictTypeAt(
  tx: Executor,
  tenantId: string,
  target: { code: string; version: number },
  row: { name: string; remark: string | null },
): Promise<boolean> {
  const updated = await tx
    .update(dictBizType)
    .set({ ...row, version: sql`${dictBizType.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(dictBizType.tenantId, tenantId),
        eq(dictBizType.code, target.code),
        eq(dictBizType.version, target.version),
      ),
    )
    .returning({ code: dictBizType.code });
  return updated.length === 1;
}

const itemColumns = {
  id: dictBiz.id,
  ...dictItemColumns,
  isSealed: dictBiz.isSealed,
  isDeleted: dictBiz.isDeleted,
  version: dictBiz.version,
  hasChildren: sql<boolean>`exists (select 1 from dict_biz c where c.tenant_id = dict_biz.tenant_id
    and c.code = dict_biz.code and c.parent_key = dict_biz.dict_key and not c.is_deleted)`,
};
export type DictItemRow = {
  id: bigint;
  code: string;
  dictKey: string;
  dictValue: string;
  parentKey: string | null;
  sort: number;
  remark: string | null;
  isSealed: boolean;
  isDeleted: boolean;
  version: number;
  hasChildren: boolean;
};

export async function findDictItems(
  tx: Executor,
  tenantId: string,
  filter: { code: string; parentKey: string | null; offset: number; limit: number },
): Promise<{ rows: DictItemRow[]; total: number }> {
  const where = and(
    eq(dictBiz.tenantId, tenantId),
    eq(dictBiz.code, filter.code),
    eq(dictBiz.isDeleted, false),
    filter.parentKey === null ? isNull(dictBiz.parentKey) : eq(dictBiz.parentKey, filter.parentKey),
  );
  const [total] = await tx.select({ n: count() }).from(dictBiz).where(where);
  const rows = await tx
    .select(itemColumns)
    .from(dictBiz)
    .where(where)
    .orderBy(asc(dictBiz.sort), asc(dictBiz.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { rows: rows.map((r) => ({ ...r, hasChildren: Boolean(r.hasChildren) })), total: total?.n ?? 0 };
}

/** One item by id, or by (code, key) — removed ones too (a key is unique per dictionary). */
export async function findDictItem(
  tx: Executor,
  tenantId: string,
  by: { id: bigint } | { code: string; dictKey: string },
): Promise<DictItemRow | null> {
  const [row] = await tx
    .select(itemColumns)
    .from(dictBiz)
    .where(
      and(
        eq(dictBiz.tenantId, tenantId),
        'id' in by ? eq(dictBiz.id, by.id) : and(eq(dictBiz.code, by.code), eq(dictBiz.dictKey, by.dictKey)),
      ),
    );
  return row ? { ...row, hasChildren: Boolean(row.hasChildren) } : null;
}

/** The live items of a dictionary with their parents (cycle checks). */
export async function findDictKeys(
  tx: Executor,
  tenantId: string,
  code: string,
): Promise<{ dictKey: string; parentKey: string | null }[]> {
  return tx
    .select({ dictKey: dictBiz.dictKey, parentKey: dictBiz.parentKey })
    .from(dictBiz)
    .where(and(eq(dictBiz.tenantId, tenantId), eq(dictBiz.code, code), eq(dictBiz.isDeleted, false)));
}

export interface DictItemWrite {
  dictKey: string;
  dictValue: string;
  parentKey: string | null;
  sort: number;
  remark: string | null;
}

export async function insertDictItem(
  tx: Executor,
  tenantId: string,
  code: string,
  row: DictItemWrite,
): Promise<{ id: bigint; version: number }> {
  const [inserted] = await tx
    .insert(dictBiz)
    .values({ ...row, code, tenantId })
    .returning({ id: dictBiz.id, version: dictBiz.version });
  return inserted!;
}

/** An edit at the version read (a removed row comes back through here too). */
export async function updateDictItemAt(
  tx: Executor,
  tenantId: string,
  target: { id: bigint; version: number },
  row: DictItemWrite,
): Promise<number | null> {
  const [updated] = await tx
    .update(dictBiz)
    .set({ ...row, isDeleted: false, version: sql`${dictBiz.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(dictBiz.tenantId, tenantId), eq(dictBiz.id, target.id), eq(dictBiz.version, target.version)),
    )
    .returning({ version: dictBiz.version });
  return updated?.version ?? null;
}

export async function markDictItemsRemoved(
  tx: Executor,
  tenantId: string,
  ids: readonly bigint[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const removed = await tx
    .update(dictBiz)
    .set({ isDeleted: true, version: sql`${dictBiz.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(dictBiz.tenantId, tenantId),
        eq(dictBiz.isDeleted, false),
        or(...ids.map((id) => eq(dictBiz.id, id))),
      ),
    )
    .returning({ id: dictBiz.id });
  return removed.length;
}

const paramColumns = {
  paramKey: paramBiz.paramKey,
  paramName: paramBiz.paramName,
  paramValue: paramBiz.paramValue,
  remark: paramBiz.remark,
  isPublic: paramBiz.isPublic,
  version: paramBiz.version,
};

export async function findParamPage(
  tx: Executor,
  tenantId: string,
  filter: { paramKey?: string | undefined; paramName?: string | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(paramBiz.tenantId, tenantId),
    filter.paramKey ? ilike(paramBiz.paramKey, `%${escapeLike(filter.paramKey)}%`) : undefined,
    filter.paramName ? ilike(paramBiz.paramName, `%${escapeLike(filter.paramName)}%`) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(paramBiz).where(where);
  const rows = await tx
    .select(paramColumns)
    .from(paramBiz)
    .where(where)
    .orderBy(asc(paramBiz.paramKey))
    .offset(filter.offset)
    .limit(filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findParamForAdmin(tx: Executor, tenantId: string, paramKey: string) {
  const [row] = await tx
    .select(paramColumns)
    .from(paramBiz)
    .where(and(eq(paramBiz.tenantId, tenantId), eq(paramBiz.paramKey, paramKey)));
  return row ?? null;
}

/** A new parameter is never public: which parameters the public calls reveal is decided in code. */
export async function insertParam(
  tx: Executor,
  tenantId: string,
  row: { paramKey: string; paramName: string; paramValue: string; remark: string | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(paramBiz)
    .values({ ...row, tenantId, isPublic: false })
    .onConflictDoNothing()
    .returning({ paramKey: paramBiz.paramKey });
  return inserted.length === 1;
}

export async function updateParamAt(
  tx: Executor,
  tenantId: string,
  target: { paramKey: string; version: number },
  row: { paramName: string; paramValue: string; remark: string | null },
): Promise<number | null> {
  const [updated] = await tx
    .update(paramBiz)
    .set({ ...row, version: sql`${paramBiz.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(paramBiz.tenantId, tenantId),
        eq(paramBiz.paramKey, target.paramKey),
        eq(paramBiz.version, target.version),
      ),
    )
    .returning({ version: paramBiz.version });
  return updated?.version ?? null;
}
