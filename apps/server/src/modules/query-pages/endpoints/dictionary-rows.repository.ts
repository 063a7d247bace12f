import { and, asc, count, eq, like, or } from 'drizzle-orm';
import { dictBiz, dictItemColumns } from '../../../db/schema.js';
import type { Executor } from '../../../platform/db/database.js';

export interface DictionaryRowFilter {
  tenantId: string;
  code: string;
  /** Substring of the key or the value. */
  keyword?: string | undefined;
  parentKey?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(filter: DictionaryRowFilter) {
  const pattern = filter.keyword === undefined ? undefined : `%${escapeLike(filter.keyword)}%`;
  return and(
    eq(dictBiz.tenantId, filter.tenantId),
    eq(dictBiz.code, filter.code),
    eq(dictBiz.isDeleted, false),
    filter.parentKey === undefined ? undefined : eq(dictBiz.parentKey, filter.parentKey),
    pattern === undefined ? undefined : or(like(dictBiz.dictKey, pattern), like(dictBiz.dictValue, pattern)),
  );
}

/** One page of a dictionary's items in display order, and their number. */
export async function findDictionaryRowPage(
  tx: Executor,
  filter: DictionaryRowFilter,
  page: { limit: number; offset: number },
) {
  const records = await tx
    .select({
      ...dictItemColumns,
    })
    .from(dictBiz)
    .where(where(filter))
    .orderBy(asc(dictBiz.sort), asc(dictBiz.id))
    .limit(page.limit)
    .offset(page.offset);
  const counted = await tx.select({ n: count() }).from(dictBiz).where(where(filter));
  return { records, total: Number(counted[0]?.n ?? 0) };
}
