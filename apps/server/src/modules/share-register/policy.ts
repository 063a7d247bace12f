import type { AuthUser } from '../identity/guard.js';

/** Role aliases of the platform's staff, who may read any register of their tenant. */
export const REGISTER_STAFF_ROLES = ['reviewer_first', 'reviewer_second', 'administrator'] as const;

export function isRegisterStaff(user: AuthUser): boolean {
  return (
    user.landingMode === 'mgr' &&
    user.roles.some((r) => (REGISTER_STAFF_ROLES as readonly string[]).includes(r))
  );
}

/** The company the caller acts for: the verified Current-Company header, else the session's choice. */
export function currentCompanyOf(user: AuthUser): string | null {
  return user.currentCompany ?? user.session.currentCompany;
}

export function currentHolderOf(user: AuthUser): string | null {
  return user.currentHolder ?? user.session.currentHolder;
}

/** Staff, or the enterprise itself when the company is its bound current company. */
export function canViewCompanyRegister(user: AuthUser, companyId: string): boolean {
  if (isRegisterStaff(user)) return true;
  return user.landingMode === 'org' && currentCompanyOf(user) === companyId;
}

/** Investors see their own holdings: the current holder account of an investor zone. */
export function canViewOwnHoldings(user: AuthUser): boolean {
  return user.landingMode.endsWith('holder');
}
