import { and, eq } from 'drizzle-orm';
import { application, company, flowDefinition } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

// Reads for the 业务办理 catalogue, inside the caller's tenant transaction.

/** The appIds whose flow is installed (active) for the tenant: the businesses it offers. */
export async function findInstalledAppIds(tx: Executor, tenantId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ appId: flowDefinition.appId })
    .from(flowDefinition)
    .where(and(eq(flowDefinition.tenantId, tenantId), eq(flowDefinition.status, 'active')));
  return new Set(rows.map((r) => r.appId));
}

export async function isCompanyListed(tx: Executor, tenantId: string, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ isListing: company.isListing })
    .from(company)
    .where(and(eq(company.tenantId, tenantId), eq(company.uuid, companyId)));
  return row?.isListing ?? false;
}

/** Whether the account has a completed application of `appId` (a member account opened: 550012). */
export async function hasCompletedApplication(
  tx: Executor,
  tenantId: string,
  accountId: string,
  appId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ uuid: application.uuid })
    .from(application)
    .where(
      and(
        eq(application.tenantId, tenantId),
        eq(application.applicantId, accountId),
        eq(application.appId, appId),
        eq(application.status, 'completed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
