import type { AuthUser } from '../identity/index.js';

/** Role aliases that search across the whole tenant (the management side). */
export const STAFF_ROLES = ['reviewer_first', 'reviewer_second', 'administrator'] as const;

/**
 * What a caller may see of the register:
 * - `tenant`: staff (a staff role in the management zone) — every holder of the tenant;
 * - `holders`: investors — only the holder accounts bound to the account (`account_holder`);
 * - `enterprise`: the enterprise zone — holders of the companies the account is bound to;
 * - `member`: the member zone — holders of the companies bound by cooperation (bindings of the
 *   account, or `member_company` rows of the member the account acts for);
 *   for both, a company's holders are the accounts opened for it (`company_id`) and every
 *   account with a holding of its shares;
 * - `none`: anything else sees nothing.
 * Another tenant is never visible: every query filters by tenant and runs under RLS.
 */
export type SearchScope =
  | { kind: 'tenant' }
  | { kind: 'holders'; accountId: string }
  | { kind: 'enterprise'; accountId: string }
  | { kind: 'member'; accountId: string }
  | { kind: 'none' };

export function isStaff(user: Pick<AuthUser, 'roles' | 'landingMode'>): boolean {
  return user.landingMode === 'mgr' && user.roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
}

export function searchScope(user: Pick<AuthUser, 'roles' | 'landingMode' | 'accountId'>): SearchScope {
  if (isStaff(user)) return { kind: 'tenant' };
  switch (user.landingMode) {
    case 'personalholder':
    case 'orgholder':
    case 'productholder':
      return { kind: 'holders', accountId: user.accountId };
    case 'org':
      return { kind: 'enterprise', accountId: user.accountId };
    case 'member':
      return { kind: 'member', accountId: user.accountId };
    default:
      return { kind: 'none' };
  }
}
