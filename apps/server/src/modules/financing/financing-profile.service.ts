import type { FinancingProfile, FinancingProfileBody } from '@rer/contracts';
import type { AuditContext } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { readRecordSnapshot, updateCompanyRecord } from '../company/index.js';
import type { AuthUser } from '../identity/index.js';
import type { FinancingDeps } from './financing-need.service.js';
import { ownerCompanyOf } from './policy.js';

type Snapshot = NonNullable<Awaited<ReturnType<typeof readRecordSnapshot>>>;

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * What investors and the valuation self-test read (ADR 84): the record's industry, region and
 * registered capital, and a financial year with revenue, net profit, assets and liabilities.
 */
function checklist(s: Snapshot, thisYear: number): FinancingProfile['items'] {
  const basic = s.snapshot.basic as Record<string, unknown>;
  const recent = (s.snapshot.financials as Record<string, unknown>[]).find(
    (r) =>
      Number(r.year) >= thisYear - 2 &&
      ['totalBusinessRevenue', 'netProfit', 'totalAssets', 'totalLiabilities'].every((k) => filled(r[k])),
  );
  return [
    { key: 'industry', label: '所属行业', done: filled(basic.industryKey) },
    { key: 'region', label: '注册地区', done: filled(basic.provinceCode) },
    { key: 'capital', label: '注册资本', done: filled(basic.registeredCapital) },
    {
      key: 'financials',
      label: '近两年财务数据（营业收入、净利润、资产、负债）',
      done: recent !== undefined,
    },
  ];
}

async function read(
  tx: Parameters<typeof readRecordSnapshot>[0],
  tenantId: string,
  companyId: string,
  thisYear: number,
) {
  const found = await readRecordSnapshot(tx, tenantId, companyId);
  if (!found) throw new AppError('COMPANY_UNKNOWN', { companyId });
  return {
    companyId,
    companyName: String((found.snapshot.basic as Record<string, unknown>).name ?? ''),
    recordVersion: found.head.recordVersion,
    items: checklist(found, thisYear),
    financials: found.snapshot.financials as FinancingProfile['financials'],
  };
}

/** /perfectData: the current enterprise's financing data. */
export async function financingProfile(deps: FinancingDeps, user: AuthUser): Promise<FinancingProfile> {
  const companyId = ownerCompanyOf(user);
  const thisYear = deps.clock.now().getUTCFullYear();
  return deps.db.withTenant(user.tenantId, (tx) => read(tx, user.tenantId, companyId, thisYear));
}

/**
 * The enterprise supplies its own financial years: saved into the company record through the
 * record's own change (its checks, version, revision and audit row), so every reader sees them.
 */
export async function updateFinancingProfile(
  deps: FinancingDeps,
  user: AuthUser,
  audit: AuditContext,
  body: FinancingProfileBody,
): Promise<FinancingProfile> {
  const companyId = ownerCompanyOf(user);
  const thisYear = deps.clock.now().getUTCFullYear();
  return deps.db.withTenant(user.tenantId, async (tx) => {
    await updateCompanyRecord(tx, audit, {
      companyId,
      recordVersion: body.recordVersion,
      reason: '企业完善融资资料（财务数据）',
      financials: body.financials,
    });
    return read(tx, user.tenantId, companyId, thisYear);
  });
}
