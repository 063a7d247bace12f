import { and, desc, eq } from 'drizzle-orm';
import { investorQualification, suitabilityConfirmation } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

// The qualified-investor certifications and suitability confirmations (ADR 66), in the caller's
// tenant transaction. Both tables are append-only.

export interface QualificationRecord {
  id: number;
  kind: string;
  ruleId: string;
  appId: string;
  bizSn: string;
  certifiedAt: string;
  expiresAt: string;
}

export interface NewQualification {
  tenantId: string;
  accountId: string;
  kind: string;
  ruleId: string;
  appId: string;
  applicationId: string;
  bizSn: string;
  evidence: Record<string, unknown>;
  certifiedAt: Date;
  expiresAt: Date;
}

const columns = {
  id: investorQualification.id,
  kind: investorQualification.kind,
  ruleId: investorQualification.ruleId,
  appId: investorQualification.appId,
  bizSn: investorQualification.bizSn,
  certifiedAt: investorQualification.certifiedAt,
  expiresAt: investorQualification.expiresAt,
};

export async function insertQualification(tx: Executor, row: NewQualification): Promise<number> {
  const [inserted] = await tx
    .insert(investorQualification)
    .values({ ...row, certifiedAt: row.certifiedAt.toISOString(), expiresAt: row.expiresAt.toISOString() })
    .returning({ id: investorQualification.id });
  if (!inserted) throw new Error('qualification not inserted');
  return inserted.id;
}

/** The latest certification of each kind of a login account. */
export async function findLatestQualifications(
  tx: Executor,
  tenantId: string,
  accountId: string,
): Promise<QualificationRecord[]> {
  return tx
    .selectDistinctOn([investorQualification.kind], columns)
    .from(investorQualification)
    .where(and(eq(investorQualification.tenantId, tenantId), eq(investorQualification.accountId, accountId)))
    .orderBy(investorQualification.kind, desc(investorQualification.id));
}

export interface NewSuitabilityConfirmation {
  tenantId: string;
  accountId: string;
  holderId: string;
  appId: string;
  applicationId: string | null;
  riskType: number;
  investorLevel: string;
  productRiskLevel: string;
  message: string;
  confirmedAt: Date;
}

export async function insertSuitabilityConfirmation(
  tx: Executor,
  row: NewSuitabilityConfirmation,
): Promise<number> {
  const [inserted] = await tx
    .insert(suitabilityConfirmation)
    .values({ ...row, confirmedAt: row.confirmedAt.toISOString() })
    .returning({ id: suitabilityConfirmation.id });
  if (!inserted) throw new Error('suitability confirmation not inserted');
  return inserted.id;
}

export async function findSuitabilityConfirmations(
  tx: Executor,
  tenantId: string,
  holderId: string,
): Promise<
  {
    id: number;
    appId: string;
    riskType: number;
    investorLevel: string;
    productRiskLevel: string;
    message: string;
  }[]
> {
  return tx
    .select({
      id: suitabilityConfirmation.id,
      appId: suitabilityConfirmation.appId,
      riskType: suitabilityConfirmation.riskType,
      investorLevel: suitabilityConfirmation.investorLevel,
      productRiskLevel: suitabilityConfirmation.productRiskLevel,
      message: suitabilityConfirmation.message,
    })
    .from(suitabilityConfirmation)
    .where(
      and(eq(suitabilityConfirmation.tenantId, tenantId), eq(suitabilityConfirmation.holderId, holderId)),
    )
    .orderBy(desc(suitabilityConfirmation.id));
}
