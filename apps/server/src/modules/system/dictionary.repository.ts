import type { DictionaryItem } from '@rer/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { dictBiz, dictBizType, dictItemColumns } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

// Callers run these inside a tenant transaction; the explicit tenant filter and row-level
// security both restrict rows to that tenant.

export async function dictionaryExists(tx: Executor, tenantId: string, code: string): Promise<boolean> {
  const found = await tx
    .select({ code: dictBizType.code })
    .from(dictBizType)
    .where(and(eq(dictBizType.tenantId, tenantId), eq(dictBizType.code, code)))
    .limit(1);
  return found.length > 0;
}

// Qualified by hand: drizzle writes a column of a one-table select unqualified ("code"), which
// inside the subquery would name the subquery's own row.
const child = sql`exists (select 1 from dict_biz c where c.tenant_id = dict_biz.tenant_id
  and c.code = dict_biz.code and c.parent_key = dict_biz.dict_key and not c.is_deleted)`;

export async function findDictionaryItems(
  tx: Executor,
  tenantId: string,
  code: string,
  parentKey: string | null,
): Promise<DictionaryItem[]> {
  const found = await tx
    .select({
      id: dictBiz.id,
      ...dictItemColumns,
      hasChildren: sql<boolean>`${child}`,
    })
    .from(dictBiz)
    .where(
      and(
        eq(dictBiz.tenantId, tenantId),
        eq(dictBiz.code, code),
        eq(dictBiz.isDeleted, false),
        parentKey === null ? isNull(dictBiz.parentKey) : eq(dictBiz.parentKey, parentKey),
      ),
    )
    .orderBy(asc(dictBiz.sort), asc(dictBiz.id));
  return found.map((r) => ({ ...r, id: String(r.id), hasChildren: Boolean(r.hasChildren) }));
}

/** Every live item of a dictionary, all levels, for building its tree (form option checks). */
export async function findAllDictionaryItems(
  tx: Executor,
  tenantId: string,
  code: string,
): Promise<{ dictKey: string; dictValue: string; parentKey: string | null }[]> {
  return tx
    .select({ dictKey: dictBiz.dictKey, dictValue: dictBiz.dictValue, parentKey: dictBiz.parentKey })
    .from(dictBiz)
    .where(and(eq(dictBiz.tenantId, tenantId), eq(dictBiz.code, code), eq(dictBiz.isDeleted, false)))
    .orderBy(asc(dictBiz.sort), asc(dictBiz.id));
}

/** `dictKey → dictValue` of several dictionaries of the tenant. */
export async function loadDictionaryNames(
  tx: Executor,
  tenantId: string,
  codes: string[],
): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const code of codes) {
    const items = await findAllDictionaryItems(tx, tenantId, code);
    out.set(code, new Map(items.map((i) => [i.dictKey, i.dictValue])));
  }
  return out;
}
