import { and, asc, eq, sql } from 'drizzle-orm';
import {
  company,
  companyFinancial,
  companyFormerName,
  companyListRow,
  companyRevision,
  companySection,
} from '../../db/schema.js';
import type { Executor } from '../../platform/db/database.js';

// Callers run these inside a tenant transaction: the explicit tenant filter and row-level
// security both restrict rows to that tenant. All SQL of the company record is here (ADR 45).

/** 基本信息 field → `company` column; `idNumber` is the unified social credit code. */
export const BASIC_COLUMNS = {
  name: company.name,
  shortName: company.shortName,
  englishName: company.englishName,
  orgNature: company.orgNature,
  ownershipNature: company.ownershipNature,
  economicType: company.economicType,
  companyType: company.companyType,
  marketSubject: company.marketSubject,
  scaleType: company.scaleType,
  personnelSize: company.personnelSize,
  idType: company.idType,
  idNumber: company.creditCode,
  registryDate: company.registryDate,
  industryKey: company.industryKey,
  registeredCapital: company.registeredCapital,
  registeredCapitalCurrency: company.registeredCapitalCurrency,
  paidInCapital: company.paidInCapital,
  paidInCapitalCurrency: company.paidInCapitalCurrency,
  capitalDueDate: company.capitalDueDate,
  provinceCode: company.provinceCode,
  cityCode: company.cityCode,
  districtCode: company.districtCode,
  registeredAddress: company.registeredAddress,
  officeAddress: company.officeAddress,
  contactAddress: company.contactAddress,
  contactPhone: company.contactPhone,
  fax: company.fax,
  postalCode: company.postalCode,
  website: company.website,
  mailBox: company.mailBox,
  shareholdersNumber: company.shareholdersNumber,
  invoiceBank: company.invoiceBank,
  invoiceAccount: company.invoiceAccount,
  invoiceAddress: company.invoiceAddress,
  invoicePhone: company.invoicePhone,
  approvalDate: company.approvalDate,
  insuredNumber: company.insuredNumber,
  companyStatus: company.companyStatus,
  revocationReason: company.revocationReason,
  revocationDate: company.revocationDate,
  deregistrationReason: company.deregistrationReason,
  deregistrationDate: company.deregistrationDate,
  csrcIndustryKey: company.csrcIndustryKey,
  emergingIndustry: company.emergingIndustry,
  keyIndustrialFields: company.keyIndustrialFields,
  actualEffect: company.actualEffect,
  businessScope: company.businessScope,
  mainBusiness: company.mainBusiness,
  profile: company.profile,
} as const;
export type BasicKey = keyof typeof BASIC_COLUMNS;

export const LAYERING_COLUMNS = {
  appliedTier: company.appliedTier,
  transferBoardIntention: company.transferBoardIntention,
} as const;
export type LayeringKey = keyof typeof LAYERING_COLUMNS;

const headColumns = {
  ...BASIC_COLUMNS,
  ...LAYERING_COLUMNS,
  uuid: company.uuid,
  code: company.code,
  listCode: company.listCode,
  isRegister: company.isRegister,
  isListing: company.isListing,
  hitechStatus: company.hitechStatus,
  recordVersion: company.recordVersion,
};
export type CompanyHead = Awaited<ReturnType<typeof findCompanyHeads>>[number];

async function findCompanyHeads(tx: Executor, tenantId: string, where: ReturnType<typeof eq>) {
  return tx
    .select(headColumns)
    .from(company)
    .where(and(eq(company.tenantId, tenantId), where))
    .orderBy(asc(company.uuid))
    .limit(2);
}

export async function findCompanyHead(tx: Executor, tenantId: string, companyId: string) {
  return (await findCompanyHeads(tx, tenantId, eq(company.uuid, companyId)))[0] ?? null;
}

/** By 托管代码 (`code`): getCompanyInfoByCID accepts it as well as the uuid. */
export async function findCompanyHeadByCode(tx: Executor, tenantId: string, code: string) {
  return (await findCompanyHeads(tx, tenantId, eq(company.code, code)))[0] ?? null;
}

export async function findCompanyHeadByName(tx: Executor, tenantId: string, name: string) {
  return (await findCompanyHeads(tx, tenantId, eq(company.name, name)))[0] ?? null;
}

export async function findCompanyHeadByCreditCode(tx: Executor, tenantId: string, creditCode: string) {
  return (await findCompanyHeads(tx, tenantId, eq(company.creditCode, creditCode)))[0] ?? null;
}

export async function findSections(tx: Executor, tenantId: string, companyId: string) {
  return tx
    .select({ section: companySection.section, data: companySection.data })
    .from(companySection)
    .where(and(eq(companySection.tenantId, tenantId), eq(companySection.companyId, companyId)));
}

export async function findFormerNames(tx: Executor, tenantId: string, companyId: string) {
  return tx
    .select({ name: companyFormerName.name, changedOn: companyFormerName.changedOn })
    .from(companyFormerName)
    .where(and(eq(companyFormerName.tenantId, tenantId), eq(companyFormerName.companyId, companyId)))
    .orderBy(asc(companyFormerName.seq));
}

export async function findFinancials(tx: Executor, tenantId: string, companyId: string) {
  const { tenantId: _t, companyId: _c, ...columns } = companyFinancial;
  return tx
    .select({
      year: columns.year,
      totalBusinessRevenue: columns.totalBusinessRevenue,
      mainBusinessRevenue: columns.mainBusinessRevenue,
      totalLiabilities: columns.totalLiabilities,
      totalAssets: columns.totalAssets,
      totalRndExpense: columns.totalRndExpense,
      netProfit: columns.netProfit,
      equityFinancingIncrease: columns.equityFinancingIncrease,
      eventCash: columns.eventCash,
      practitioner: columns.practitioner,
      staffNumber: columns.staffNumber,
      rndStaffNumber: columns.rndStaffNumber,
    })
    .from(companyFinancial)
    .where(and(eq(companyFinancial.tenantId, tenantId), eq(companyFinancial.companyId, companyId)))
    .orderBy(asc(companyFinancial.year));
}

export async function findListRows(tx: Executor, tenantId: string, companyId: string) {
  return tx
    .select({ section: companyListRow.section, data: companyListRow.data })
    .from(companyListRow)
    .where(and(eq(companyListRow.tenantId, tenantId), eq(companyListRow.companyId, companyId)))
    .orderBy(asc(companyListRow.section), asc(companyListRow.seq));
}

/**
 * Writes the record's own columns and moves `record_version` on, only at the version read
 * (optimistic): null when another change came first. The row lock it takes serialises edits.
 */
export async function updateCompanyHeadAt(
  tx: Executor,
  target: { tenantId: string; companyId: string; recordVersion: number },
  columns: Record<string, unknown>,
): Promise<number | null> {
  const updated = await tx
    .update(company)
    .set({ ...columns, recordVersion: sql`${company.recordVersion} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(company.tenantId, target.tenantId),
        eq(company.uuid, target.companyId),
        eq(company.recordVersion, target.recordVersion),
      ),
    )
    .returning({ recordVersion: company.recordVersion });
  return updated[0]?.recordVersion ?? null;
}

export async function replaceSection(
  tx: Executor,
  key: { tenantId: string; companyId: string; section: string },
  data: Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(companySection)
    .values({ ...key, data })
    .onConflictDoUpdate({
      target: [companySection.companyId, companySection.section],
      set: { data, updatedAt: sql`now()` },
    });
}

export async function replaceFormerNames(
  tx: Executor,
  key: { tenantId: string; companyId: string },
  names: { name: string; changedOn: string | null }[],
): Promise<void> {
  await tx
    .delete(companyFormerName)
    .where(and(eq(companyFormerName.tenantId, key.tenantId), eq(companyFormerName.companyId, key.companyId)));
  if (names.length > 0)
    await tx.insert(companyFormerName).values(names.map((n, i) => ({ ...key, ...n, seq: i + 1 })));
}

export type FinancialWrite = Omit<typeof companyFinancial.$inferInsert, 'tenantId' | 'companyId'>;

export async function replaceFinancials(
  tx: Executor,
  key: { tenantId: string; companyId: string },
  financials: FinancialWrite[],
): Promise<void> {
  await tx
    .delete(companyFinancial)
    .where(and(eq(companyFinancial.tenantId, key.tenantId), eq(companyFinancial.companyId, key.companyId)));
  if (financials.length > 0)
    await tx.insert(companyFinancial).values(financials.map((f) => ({ ...key, ...f })));
}

export async function replaceListRows(
  tx: Executor,
  key: { tenantId: string; companyId: string; section: string },
  data: Record<string, unknown>[],
): Promise<void> {
  await tx
    .delete(companyListRow)
    .where(
      and(
        eq(companyListRow.tenantId, key.tenantId),
        eq(companyListRow.companyId, key.companyId),
        eq(companyListRow.section, key.section),
      ),
    );
  if (data.length > 0)
    await tx.insert(companyListRow).values(data.map((d, i) => ({ ...key, seq: i + 1, data: d })));
}

export async function insertRevision(tx: Executor, row: typeof companyRevision.$inferInsert): Promise<void> {
  await tx.insert(companyRevision).values(row);
}

export async function findRevisions(tx: Executor, tenantId: string, companyId: string, limit: number) {
  return tx
    .select({
      recordVersion: companyRevision.recordVersion,
      actorName: companyRevision.actorName,
      applicationId: companyRevision.applicationId,
      reason: companyRevision.reason,
      sections: companyRevision.sections,
      before: companyRevision.before,
      after: companyRevision.after,
      occurredAt: companyRevision.occurredAt,
    })
    .from(companyRevision)
    .where(and(eq(companyRevision.tenantId, tenantId), eq(companyRevision.companyId, companyId)))
    .orderBy(sql`${companyRevision.recordVersion} desc`)
    .limit(limit);
}
