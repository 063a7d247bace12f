import type {
  CompanyRecordAnswer,
  CompanyRecordUpdateBody,
  companyAndLegalAnswer,
  companyInfoAnswer,
  companyRevisionAnswer,
} from '@rer/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { type AuthUser, currentCompanyOf, isRegisterStaff, memberServesCompany } from '../identity/index.js';
import {
  type CompanyHead,
  findCompanyHead,
  findCompanyHeadByCode,
  findCompanyHeadByCreditCode,
  findCompanyHeadByName,
  findRevisions,
  findSections,
} from './company-record.repository.js';
import { companyInfoOf, readRecordSnapshot, recordAnswerOf } from './company-record-read.js';
import { type RecordChangeActor, updateCompanyRecord } from './company-record-update.js';

export interface CompanyRecordDeps {
  db: Database;
  clock: Clock;
}

/**
 * Who sees a company's record: staff of the tenant, the enterprise acting for it (its current
 * company, checked against its bindings by the guard), a member institution serving it.
 */
export async function mayViewCompanyRecord(
  tx: Executor,
  user: AuthUser,
  companyId: string,
): Promise<boolean> {
  if (isRegisterStaff(user)) return true;
  if (user.landingMode === 'org') return currentCompanyOf(user) === companyId;
  if (user.landingMode === 'member') return memberServesCompany(tx, user.accountId, companyId);
  return false;
}

export async function getCompanyRecord(
  deps: CompanyRecordDeps,
  user: AuthUser,
  companyId: string,
): Promise<CompanyRecordAnswer> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const found = (await mayViewCompanyRecord(tx, user, companyId))
      ? await readRecordSnapshot(tx, user.tenantId, companyId)
      : null;
    if (!found) throw new AppError('COMPANY_UNKNOWN', { companyId });
    return recordAnswerOf(found.head, found.snapshot, deps.clock.now());
  });
}

export async function listCompanyRevisions(
  deps: CompanyRecordDeps,
  user: AuthUser,
  companyId: string,
): Promise<z.infer<typeof companyRevisionAnswer>[]> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    if (
      !(await mayViewCompanyRecord(tx, user, companyId)) ||
      !(await findCompanyHead(tx, user.tenantId, companyId))
    )
      throw new AppError('COMPANY_UNKNOWN', { companyId });
    return findRevisions(tx, user.tenantId, companyId, 100);
  });
}

/** The staff call: one transaction of its own. Business flows call `updateCompanyRecord` in theirs. */
export async function changeCompanyRecord(
  deps: CompanyRecordDeps,
  actor: RecordChangeActor,
  body: CompanyRecordUpdateBody,
): Promise<{ companyId: string; recordVersion: number }> {
  return deps.db.withTenant(actor.tenantId, (tx) => updateCompanyRecord(tx, actor, body));
}

/**
 * A company looked up for prefill (002 §7 getCompanyInfoByCID / getCompanyInfoByName): its basic
 * information when the caller may see its record; otherwise only whether it is on the platform
 * (`hasRole`), which the prefill rules need and `queryRefCompanyData` already tells anyone.
 */
async function visibleInfo(
  tx: Executor,
  user: AuthUser,
  head: CompanyHead | null,
): Promise<z.infer<typeof companyInfoAnswer> | null> {
  if (!head) return null;
  return (await mayViewCompanyRecord(tx, user, head.uuid)) ? companyInfoOf(head) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function companyInfoByCid(deps: CompanyRecordDeps, user: AuthUser, cid: string) {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const head = UUID.test(cid)
      ? await findCompanyHead(tx, user.tenantId, cid)
      : await findCompanyHeadByCode(tx, user.tenantId, cid);
    return visibleInfo(tx, user, head);
  });
}

export async function companyInfoByName(deps: CompanyRecordDeps, user: AuthUser, name: string) {
  return deps.db.withTenant(user.tenantId, async (tx) =>
    visibleInfo(tx, user, await findCompanyHeadByName(tx, user.tenantId, name)),
  );
}

/** getCompanyAndLegalInfo (002 §7): companyInfo, legalInfo and role.hasRole, by name and/or USCC. */
export async function companyAndLegalInfo(
  deps: CompanyRecordDeps,
  user: AuthUser,
  query: { companyName?: string | undefined; companyIdNumber?: string | undefined },
): Promise<z.infer<typeof companyAndLegalAnswer>> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const byCode = query.companyIdNumber
      ? await findCompanyHeadByCreditCode(tx, user.tenantId, query.companyIdNumber.toUpperCase())
      : null;
    const head =
      byCode ??
      (query.companyName ? await findCompanyHeadByName(tx, user.tenantId, query.companyName) : null);
    // Name and number given together must name the same company.
    const matches = head && (!query.companyName || head.name === query.companyName) ? head : null;
    const companyInfo = await visibleInfo(tx, user, matches);
    const legal = companyInfo
      ? ((await findSections(tx, user.tenantId, companyInfo.uuid)).find((s) => s.section === 'legal')?.data ??
        {})
      : null;
    const role = { hasRole: matches ? 1 : 0, isRegister: matches?.isRegister ? 1 : 0 };
    return { companyInfo, legalInfo: legal, role };
  });
}
