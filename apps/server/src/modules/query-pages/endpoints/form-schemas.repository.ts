import { and, asc, count, eq, sql } from 'drizzle-orm';
import { formSchema } from '../../../db/schema.js';
import type { Executor } from '../../../platform/db/database.js';

/** One page of the tenant's active form schemas (the designer's list), by appId and nodeId. */
export async function findActiveFormSchemaPage(
  tx: Executor,
  filter: { tenantId: string; appId?: string | undefined; nodeId?: string | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(formSchema.tenantId, filter.tenantId),
    eq(formSchema.status, 'active'),
    filter.appId === undefined ? undefined : eq(formSchema.appId, filter.appId),
    filter.nodeId === undefined ? undefined : eq(formSchema.nodeId, filter.nodeId),
  );
  const found = await tx
    .select({
      appId: formSchema.appId,
      nodeId: formSchema.nodeId,
      version: formSchema.version,
      title: sql<string | null>`${formSchema.schema} ->> 'title'`,
      createdBy: formSchema.createdBy,
      createdAt: formSchema.createdAt,
    })
    .from(formSchema)
    .where(where)
    .orderBy(asc(formSchema.appId), asc(formSchema.nodeId))
    .limit(page.limit)
    .offset(page.offset);
  const counted = await tx.select({ n: count() }).from(formSchema).where(where);
  return {
    records: found.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    total: Number(counted[0]?.n ?? 0),
  };
}
