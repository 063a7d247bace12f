import type {
  CompanyPatentRow,
  CompanySearchPage,
  CompanySearchQuery,
  CompanyServiceRow,
} from '@rer/contracts';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { type AuthUser, isRegisterStaff } from '../identity/index.js';
import { listCompanyServices } from './company-custody.repository.js';
import { companyPatentAnswers } from './company-patent.js';
import { findCompanyHead } from './company-record.repository.js';
import { type CompanyRecordDeps, mayViewCompanyRecord } from './company-record.service.js';
import { findCompanySearchPage } from './company-search.repository.js';

/**
 * 企业查询 (staff, ADR 52): the tenant's companies by name fragment, whole credit code and custody
 * status, paged. The route refuses non-staff before reading the query; the check here keeps the
 * use-case safe whoever calls it.
 */
export async function searchCompanies(
  deps: CompanyRecordDeps,
  user: AuthUser,
  query: CompanySearchQuery,
): Promise<CompanySearchPage> {
  if (!isRegisterStaff(user)) throw new AppError('FORBIDDEN');
  const { current, size } = query;
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const found = await findCompanySearchPage(tx, {
      tenantId: user.tenantId,
      name: query.name,
      creditCode: query.creditCode,
      isRegister: query.custodyStatus === undefined ? undefined : query.custodyStatus === '1',
      limit: size,
      offset: (current - 1) * size,
    });
    const records = found.records.map((r) => ({
      ...r,
      isRegister: r.isRegister ? (1 as const) : (0 as const),
    }));
    return toPage(records, found.total, current, size);
  });
}

/** The company's service periods (001 §3.18) for its page: whoever may see the record. */
export async function companyServices(
  deps: CompanyRecordDeps,
  user: AuthUser,
  companyId: string,
): Promise<CompanyServiceRow[]> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    if (!(await mayViewCompanyRecord(tx, user, companyId)))
      throw new AppError('COMPANY_UNKNOWN', { companyId });
    return listCompanyServices(tx, user.tenantId, companyId);
  });
}

/** The company's patents (001 §3.5, recorded by 550001's completion) for its page: as the record. */
export async function companyPatents(
  deps: CompanyRecordDeps,
  user: AuthUser,
  companyId: string,
): Promise<CompanyPatentRow[]> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    if (
      !(await mayViewCompanyRecord(tx, user, companyId)) ||
      !(await findCompanyHead(tx, user.tenantId, companyId))
    )
      throw new AppError('COMPANY_UNKNOWN', { companyId });
    return companyPatentAnswers(tx, user.tenantId, companyId);
  });
}
