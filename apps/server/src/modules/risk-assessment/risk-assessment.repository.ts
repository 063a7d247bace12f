import { and, desc, eq, sql } from 'drizzle-orm';
import { accountHolder, holderAccount, riskAssessment } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

// The risk-assessment history (ADR 62), inside the caller's tenant transaction.

export interface RiskAssessmentRecord {
  id: number;
  holderId: string;
  accountNumber: string;
  riskType: number;
  questionnaireVersion: string;
  answers: Record<string, string>;
  score: number;
  riskLevel: string;
  testedAt: string;
  expiresAt: string;
}

const columns = {
  id: riskAssessment.id,
  holderId: riskAssessment.holderId,
  accountNumber: holderAccount.accountNumber,
  riskType: riskAssessment.riskType,
  questionnaireVersion: riskAssessment.questionnaireVersion,
  answers: riskAssessment.answers,
  score: riskAssessment.score,
  riskLevel: riskAssessment.riskLevel,
  testedAt: riskAssessment.testedAt,
  expiresAt: riskAssessment.expiresAt,
};

export interface NewRiskAssessment {
  tenantId: string;
  holderId: string;
  accountId: string;
  riskType: number;
  questionnaireVersion: string;
  answers: Record<string, string>;
  score: number;
  riskLevel: string;
  testedAt: Date;
  expiresAt: Date;
}

export async function insertRiskAssessment(tx: Executor, row: NewRiskAssessment): Promise<number> {
  const [inserted] = await tx
    .insert(riskAssessment)
    .values({ ...row, testedAt: row.testedAt.toISOString(), expiresAt: row.expiresAt.toISOString() })
    .returning({ id: riskAssessment.id });
  if (!inserted) throw new Error('risk assessment not inserted');
  return inserted.id;
}

/** Every assessment of a registration account, newest first. */
export async function findRiskAssessments(
  tx: Executor,
  tenantId: string,
  holderId: string,
): Promise<RiskAssessmentRecord[]> {
  return tx
    .select(columns)
    .from(riskAssessment)
    .innerJoin(holderAccount, eq(holderAccount.uuid, riskAssessment.holderId))
    .where(and(eq(riskAssessment.tenantId, tenantId), eq(riskAssessment.holderId, holderId)))
    .orderBy(desc(riskAssessment.id));
}

/** The latest assessment per risk type of a registration account. */
export async function findLatestRiskAssessments(
  tx: Executor,
  tenantId: string,
  holderId: string,
): Promise<RiskAssessmentRecord[]> {
  return tx
    .selectDistinctOn([riskAssessment.riskType], columns)
    .from(riskAssessment)
    .innerJoin(holderAccount, eq(holderAccount.uuid, riskAssessment.holderId))
    .where(and(eq(riskAssessment.tenantId, tenantId), eq(riskAssessment.holderId, holderId)))
    .orderBy(riskAssessment.riskType, desc(riskAssessment.id));
}

export async function findHolderIdByAccountNumber(
  tx: Executor,
  tenantId: string,
  accountNumber: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ uuid: holderAccount.uuid })
    .from(holderAccount)
    .where(and(eq(holderAccount.tenantId, tenantId), eq(holderAccount.accountNumber, accountNumber)))
    .limit(1);
  return row?.uuid ?? null;
}

export async function findHolderAccountNumber(
  tx: Executor,
  tenantId: string,
  holderId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ accountNumber: holderAccount.accountNumber })
    .from(holderAccount)
    .where(and(eq(holderAccount.tenantId, tenantId), eq(holderAccount.uuid, holderId)));
  return row?.accountNumber ?? null;
}

/** Whether the login account is bound to the registration account (account_holder). */
export async function accountHoldsHolder(
  tx: Executor,
  tenantId: string,
  accountId: string,
  holderId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(accountHolder)
    .where(
      and(
        eq(accountHolder.tenantId, tenantId),
        eq(accountHolder.accountId, accountId),
        eq(accountHolder.holderId, holderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
