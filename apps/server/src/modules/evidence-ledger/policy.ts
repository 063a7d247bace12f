import { type AuthUser, currentCompanyOf, isRegisterStaff } from '../identity/index.js';

/**
 * Who sees which ledger entries with their business references. Receipts hold commitments only,
 * but the references (company, biz_sn, quantities) are business data: staff of the tenant see
 * every entry; an enterprise sees the entries of its current company. Anyone holding a leaf hash
 * may fetch that one entry publicly (the hash is the capability, as on a paper voucher).
 */
export type LedgerScope = { kind: 'all' } | { kind: 'company'; companyId: string } | { kind: 'none' };

export function ledgerScopeOf(user: AuthUser): LedgerScope {
  if (isRegisterStaff(user)) return { kind: 'all' };
  const companyId = user.landingMode === 'org' ? currentCompanyOf(user) : null;
  return companyId ? { kind: 'company', companyId } : { kind: 'none' };
}

export function canSeeLedgerEntry(scope: LedgerScope, entry: { companyId: string | null }): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'company' && entry.companyId === scope.companyId;
}

/** The investor zones: personal, institution and product holders (000 §3 landing modes). */
export const INVESTOR_ZONES: readonly string[] = ['personalholder', 'orgholder', 'productholder'];

export function isInvestorZone(user: AuthUser): boolean {
  return INVESTOR_ZONES.includes(user.landingMode);
}

/**
 * An investor has no company scope, but sees the evidence of the applications it made itself:
 * the entries of the application (its uuid) and those recorded under its biz_sn without another
 * application's uuid (the register events its completion caused). The caller has checked that
 * `application` is the investor's own.
 */
export function canApplicantSeeEntry(
  application: { uuid: string; bizSn: string },
  entry: { uuid: string | null; bizSn: string | null },
): boolean {
  if (entry.uuid !== null) return entry.uuid === application.uuid;
  return entry.bizSn === application.bizSn;
}
