import {
  COMPANY_LIST_SECTIONS,
  COMPANY_ONE_SECTIONS,
  type CompanyInfoAnswer,
  type CompanyRecordAnswer,
} from '@rer/contracts';
import { capitalDeadline } from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import {
  BASIC_COLUMNS,
  type CompanyHead,
  findCompanyHead,
  findFinancials,
  findFormerNames,
  findListRows,
  findSections,
  LAYERING_COLUMNS,
} from './company-record.repository.js';

/**
 * The company record as one snapshot: every section by its key (`basic`, `legal`, `financials`,
 * `investments`, …). Revisions store the before/after of the sections a change touched in this
 * same shape, and the record call answers it (ADR 45).
 */
export type RecordSnapshot = Record<string, unknown> & {
  basic: Record<string, unknown>;
  layering: Record<string, unknown>;
};

/** numeric(…, 6) comes back as '1000000.000000': the record shows '1000000'. */
export function plainNumeric(value: string | null): string | null {
  if (value === null) return null;
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

const AMOUNT_BASIC = new Set(['registeredCapital', 'paidInCapital']);

function pick(head: CompanyHead, keys: readonly string[]): Record<string, unknown> {
  const source = head as unknown as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((k) => [
      k,
      AMOUNT_BASIC.has(k) ? plainNumeric(source[k] as string | null) : (source[k] ?? null),
    ]),
  );
}

export function companyInfoOf(head: CompanyHead): CompanyInfoAnswer {
  return {
    uuid: head.uuid,
    name: head.name,
    shortName: head.shortName,
    code: head.code,
    listCode: head.listCode,
    companyType: head.companyType,
    idType: head.idType,
    idNumber: head.idNumber,
    registryDate: head.registryDate,
    registeredCapital: plainNumeric(head.registeredCapital),
    registeredCapitalCurrency: head.registeredCapitalCurrency,
    paidInCapital: plainNumeric(head.paidInCapital),
    paidInCapitalCurrency: head.paidInCapitalCurrency,
    industryKey: head.industryKey,
    csrcIndustryKey: head.csrcIndustryKey,
    provinceCode: head.provinceCode,
    cityCode: head.cityCode,
    districtCode: head.districtCode,
    registeredAddress: head.registeredAddress,
    isRegister: head.isRegister ? 1 : 0,
    isListing: head.isListing ? 1 : 0,
    hitechStatus: head.hitechStatus,
  };
}

/** The whole record of a company, or null when the tenant has no such company. */
export async function readRecordSnapshot(
  tx: Executor,
  tenantId: string,
  companyId: string,
): Promise<{ head: CompanyHead; snapshot: RecordSnapshot } | null> {
  const head = await findCompanyHead(tx, tenantId, companyId);
  if (!head) return null;
  const [sections, formerNames, financials, listRows] = [
    await findSections(tx, tenantId, companyId),
    await findFormerNames(tx, tenantId, companyId),
    await findFinancials(tx, tenantId, companyId),
    await findListRows(tx, tenantId, companyId),
  ];
  const snapshot: RecordSnapshot = {
    layering: pick(head, Object.keys(LAYERING_COLUMNS)),
    basic: pick(head, Object.keys(BASIC_COLUMNS)),
    formerNames,
    financials: financials.map((f) => {
      const row: Record<string, unknown> = { ...f };
      for (const [k, v] of Object.entries(f)) if (typeof v === 'string') row[k] = plainNumeric(v);
      return row;
    }),
  };
  for (const key of COMPANY_ONE_SECTIONS) snapshot[key] = sections.find((s) => s.section === key)?.data ?? {};
  for (const key of COMPANY_LIST_SECTIONS)
    snapshot[key] = listRows.filter((r) => r.section === key).map((r) => r.data);
  return { head, snapshot };
}

/** The record as the record call answers it, with the paid-in deadline on `today`. */
export function recordAnswerOf(
  head: CompanyHead,
  snapshot: RecordSnapshot,
  today: Date,
): CompanyRecordAnswer {
  const sections = Object.fromEntries(
    COMPANY_ONE_SECTIONS.map((k) => [k, snapshot[k] as Record<string, unknown>]),
  );
  const lists = Object.fromEntries(
    COMPANY_LIST_SECTIONS.map((k) => [k, snapshot[k] as Record<string, unknown>[]]),
  );
  return {
    companyId: head.uuid,
    recordVersion: head.recordVersion,
    info: companyInfoOf(head),
    layering: snapshot.layering,
    basic: snapshot.basic,
    sections,
    formerNames: snapshot.formerNames as Record<string, unknown>[],
    financials: snapshot.financials as Record<string, unknown>[],
    lists,
    capitalDeadline: capitalDeadline(
      {
        companyType: head.companyType,
        establishedOn: head.registryDate,
        registeredCapital: plainNumeric(head.registeredCapital),
        paidInCapital: plainNumeric(head.paidInCapital),
        charterDueDate: head.capitalDueDate,
      },
      { today },
    ),
  };
}
