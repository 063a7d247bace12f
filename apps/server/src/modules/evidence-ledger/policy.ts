import type { AuthUser } from '../identity/guard.js';
import { currentCompanyOf, isRegisterStaff } from '../share-register/policy.js';

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
