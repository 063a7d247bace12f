import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { companyQualification } from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

// The company's qualifications (ADR 47). Callers run these inside a tenant transaction: the
// tenant filter and row-level security both restrict the rows.

export type QualificationRecord = typeof companyQualification.$inferSelect;

/** Every qualification of the company, by category, type, then the newest first. */
export async function findCompanyQualifications(
  tx: Executor,
  tenantId: string,
  companyId: string,
): Promise<QualificationRecord[]> {
  return tx
    .select()
    .from(companyQualification)
    .where(and(eq(companyQualification.tenantId, tenantId), eq(companyQualification.companyId, companyId)))
    .orderBy(
      asc(sql`${companyQualification.qualificationCategory}::int`),
      asc(sql`${companyQualification.maketRole}::int`),
      desc(sql`coalesce(${companyQualification.reviewTime}, ${companyQualification.certificationTime})`),
      desc(companyQualification.createdAt),
      asc(companyQualification.id),
    );
}

/** The newest row of each category and type (the effective one wins a tie). */
export async function findLatestCompanyQualifications(
  tx: Executor,
  tenantId: string,
  companyId: string,
): Promise<QualificationRecord[]> {
  const q = companyQualification;
  return tx
    .selectDistinctOn([q.qualificationCategory, q.maketRole])
    .from(q)
    .where(and(eq(q.tenantId, tenantId), eq(q.companyId, companyId)))
    .orderBy(
      q.qualificationCategory,
      q.maketRole,
      desc(sql`coalesce(${q.reviewTime}, ${q.certificationTime})`),
      desc(q.qualificationStatus),
      desc(q.createdAt),
      asc(q.id),
    );
}

/** The effective (status 1) qualifications, for the duplicate check of 002 §5. */
export async function findEffectiveCompanyQualifications(
  tx: Executor,
  tenantId: string,
  companyId: string,
): Promise<QualificationRecord[]> {
  const q = companyQualification;
  return tx
    .select()
    .from(q)
    .where(and(eq(q.tenantId, tenantId), eq(q.companyId, companyId), eq(q.qualificationStatus, '1')));
}

export type NewQualification = typeof companyQualification.$inferInsert;

/** Inserts qualification rows (the businesses that grant them, in their transaction). */
export async function insertCompanyQualifications(tx: Executor, rows: NewQualification[]): Promise<void> {
  if (rows.length > 0) await tx.insert(companyQualification).values(rows);
}

/** Sets the status of one of the company's rows (an effective one ends as 0 before a new one). */
export async function setQualificationStatus(
  tx: Executor,
  tenantId: string,
  companyId: string,
  id: string,
  status: '0' | '1',
): Promise<number> {
  const changed = await tx
    .update(companyQualification)
    .set({ qualificationStatus: status, updatedAt: sql`now()` })
    .where(
      and(
        eq(companyQualification.tenantId, tenantId),
        eq(companyQualification.companyId, companyId),
        eq(companyQualification.id, id),
      ),
    )
    .returning({ id: companyQualification.id });
  return changed.length;
}
