import type {
  HitechStanding,
  SrdiListItem,
  SrdiMine,
  SrdiPublicDetail,
  SrdiPublicPageQuery,
  SrdiRecordDetail,
  SrdiSummary,
} from '@rer/contracts';
import { SRDI_TIER_NAMES } from '@rer/domain';
import type { Database, Executor } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { listCompanyServices, mayViewCompanyRecord } from '../company/index.js';
import { type AuthUser, currentCompanyOf } from '../identity/index.js';
import type { TenantService } from '../system/index.js';
import * as repo from './srdi.repository.js';

export interface SrdiDeps {
  db: Database;
  tenants: TenantService;
}

const listItemOf = (r: repo.HitechDbRow): SrdiListItem => ({
  uuid: r.uuid,
  companyUuid: r.companyUuid,
  name: r.name,
  shortName: r.shortName,
  code: r.code,
  listCode: r.listCode,
  industry: r.industry,
  tier: r.tier,
  tierName: SRDI_TIER_NAMES[r.tier],
  admittedOn: r.admittedOn,
});

const recordOf = (r: repo.HitechDbRow): SrdiRecordDetail => ({
  ...listItemOf(r),
  status: r.status,
  bizSn: r.bizSn,
  totalScore: r.totalScore,
  rows: (Array.isArray(r.evaluation.rows) ? r.evaluation.rows : []) as SrdiRecordDetail['rows'],
  exitedOn: r.exitedOn,
});

async function standingOf(tx: Executor, tenantId: string, c: repo.StandingRow): Promise<HitechStanding> {
  const latest = await repo.latestRecordOf(tx, tenantId, c.uuid);
  return {
    companyUuid: c.uuid,
    name: c.name,
    idType: c.idType,
    idNumber: c.creditCode,
    isRegister: c.isRegister,
    isListing: c.isListing,
    hitechStatus: c.hitechStatus === 1 ? '1' : latest ? '0' : null,
    recordUuid: latest?.uuid ?? null,
  };
}

/** A company the caller may see (staff any; an enterprise its own; a member its partners), else 404. */
async function visibleCompany(tx: Executor, user: AuthUser, found: repo.StandingRow | null) {
  if (!found || !(await mayViewCompanyRecord(tx, user, found.uuid)))
    throw new AppError('NOT_FOUND', {}, { message: '未找到该企业' });
  return found;
}

/** getCompanyHitechByElement / getCompanyRecordByName: the company's standing for 550200. */
export function standingByElement(
  deps: SrdiDeps,
  user: AuthUser,
  element: { name: string; idNumber?: string | undefined },
): Promise<HitechStanding> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const company = await visibleCompany(tx, user, await repo.companyByElement(tx, user.tenantId, element));
    return standingOf(tx, user.tenantId, company);
  });
}

/** preHitechInfoByNameNew: the form of the company's latest board record (002 §4: hitechStatus '0'). */
export function preInfoByName(
  deps: SrdiDeps,
  user: AuthUser,
  name: string,
): Promise<Record<string, unknown> | null> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const company = await visibleCompany(tx, user, await repo.companyByElement(tx, user.tenantId, { name }));
    return (await repo.latestRecordOf(tx, user.tenantId, company.uuid))?.formData ?? null;
  });
}

/** detailInfoByUUID: one board record in full, for whoever may see its company. */
export function recordDetail(deps: SrdiDeps, user: AuthUser, uuid: string): Promise<SrdiRecordDetail> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const found = await repo.recordByUuid(tx, user.tenantId, uuid);
    if (!found || !(await mayViewCompanyRecord(tx, user, found.companyUuid)))
      throw new AppError('NOT_FOUND', {}, { message: '专精特新记录不存在' });
    return recordOf(found);
  });
}

/** getLastEvaluationForm?uuid=<company>: the last filed form as a JSON string (002 §7), or null. */
export function lastEvaluationForm(
  deps: SrdiDeps,
  user: AuthUser,
  companyId: string,
): Promise<string | null> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    if (!(await mayViewCompanyRecord(tx, user, companyId)))
      throw new AppError('NOT_FOUND', {}, { message: '未找到该企业' });
    const latest = await repo.latestRecordOf(tx, user.tenantId, companyId);
    return latest ? JSON.stringify(latest.formData) : null;
  });
}

/** The signed-in enterprise's own standing, record and service rows (/companyHitechInfo). */
export function mine(deps: SrdiDeps, user: AuthUser): Promise<SrdiMine> {
  const companyId = currentCompanyOf(user);
  if (!companyId) return Promise.resolve({ standing: null, record: null, services: [] });
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const company = await repo.companyStanding(tx, user.tenantId, companyId);
    if (!company) return { standing: null, record: null, services: [] };
    const latest = await repo.latestRecordOf(tx, user.tenantId, companyId);
    return {
      standing: await standingOf(tx, user.tenantId, company),
      record: latest ? recordOf(latest) : null,
      services: await listCompanyServices(tx, user.tenantId, companyId),
    };
  });
}

/** /specializationNewList: the tenant's admitted companies, by tier and key, one page. */
export async function publicPage(deps: SrdiDeps, requestTenant: string, q: SrdiPublicPageQuery) {
  const tenant = await deps.tenants.require(q.tenantId ?? requestTenant);
  const found = await deps.db.withTenant(tenant.tenantId, (tx) =>
    repo.openRecordPage(tx, {
      tenantId: tenant.tenantId,
      tier: q.tier,
      key: q.key,
      limit: q.size,
      offset: (q.current - 1) * q.size,
    }),
  );
  return toPage(found.records.map(listItemOf), found.total, q.current, q.size);
}

/** /rubanDetail: one admitted company's public SRDI detail (no scores, no applicant data). */
export async function publicDetail(
  deps: SrdiDeps,
  requestTenant: string,
  q: { tenantId?: string | undefined; uuid: string },
): Promise<SrdiPublicDetail> {
  const tenant = await deps.tenants.require(q.tenantId ?? requestTenant);
  const found = await deps.db.withTenant(tenant.tenantId, (tx) =>
    repo.openRecordByUuid(tx, tenant.tenantId, q.uuid),
  );
  if (!found) throw new AppError('NOT_FOUND', {}, { message: '该企业不在专精特新板' });
  const products = Array.isArray(found.formData.products)
    ? (found.formData.products as Record<string, unknown>[])
    : [];
  return {
    ...listItemOf(found),
    registeredAddress: found.registeredAddress,
    mainBusiness: found.mainBusiness,
    products: products.map((p) => ({
      name: String(p?.name ?? ''),
      releaseDate: typeof p?.releaseDate === 'string' ? p.releaseDate : null,
    })),
  };
}

/** /specializationNewInfo: how many companies each tier holds. */
export async function publicSummary(
  deps: SrdiDeps,
  requestTenant: string,
  tenantId?: string,
): Promise<SrdiSummary> {
  const tenant = await deps.tenants.require(tenantId ?? requestTenant);
  const counts = await deps.db.withTenant(tenant.tenantId, (tx) =>
    repo.openCountsByTier(tx, tenant.tenantId),
  );
  const of = (tier: string) => counts.find((c) => c.tier === tier)?.n ?? 0;
  return { standard: of('standard'), incubation: of('incubation') };
}
