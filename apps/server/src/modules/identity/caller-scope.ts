import type { AuthUser } from './guard.js';

/**
 * Facts about a signed-in caller that several capabilities ask (the register, the evidence
 * ledger, the workflow): kept here, below them, so that none has to import another for them.
 */

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

/** Who calls a use-case (the workflow's, an evidence package's): the signed-in user and where the request came from. */
export interface Caller {
  tenantId: string;
  accountId: string;
  /** The real name shown in the timeline and opinions. */
  accountName: string;
  roles: string[];
  landingMode: string;
  /** The enterprise the caller acts for (the checked Current-Company header or the session's). */
  currentCompany: string | null;
  currentHolder: string | null;
  currentProduct: string | null;
  ip: string | null;
  requestId: string | null;
}
