import { and, asc, eq, like } from 'drizzle-orm';
import { paramBiz } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

export interface ParamRecord {
  paramKey: string;
  paramName: string;
  paramValue: string;
  isPublic: boolean;
}

const columns = {
  paramKey: paramBiz.paramKey,
  paramName: paramBiz.paramName,
  paramValue: paramBiz.paramValue,
  isPublic: paramBiz.isPublic,
};

export async function findParam(
  tx: Executor,
  tenantId: string,
  paramKey: string,
): Promise<ParamRecord | null> {
  const found = await tx
    .select(columns)
    .from(paramBiz)
    .where(and(eq(paramBiz.tenantId, tenantId), eq(paramBiz.paramKey, paramKey)))
    .limit(1);
  return found[0] ?? null;
}

export async function findParamsByPrefix(
  tx: Executor,
  tenantId: string,
  prefix: string,
): Promise<ParamRecord[]> {
  return tx
    .select(columns)
    .from(paramBiz)
    .where(
      and(eq(paramBiz.tenantId, tenantId), like(paramBiz.paramKey, `${prefix.replace(/[%_\\]/g, '\\$&')}%`)),
    )
    .orderBy(asc(paramBiz.paramKey));
}
