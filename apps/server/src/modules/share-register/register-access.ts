import type { Executor } from '../../platform/db/database.js';
import { type AuthUser, memberServesCompany } from '../identity/index.js';
import { canViewCompanyRegister } from './policy.js';

/**
 * `canViewCompanyRegister`, and a member institution (member zone) for the companies it serves:
 * cooperation bindings of its account, or active `member_company` rows of the member it acts for
 * (the same companies holder search lets it see).
 */
export async function mayViewCompanyRegister(
  tx: Executor,
  user: AuthUser,
  companyId: string,
): Promise<boolean> {
  if (canViewCompanyRegister(user, companyId)) return true;
  if (user.landingMode !== 'member') return false;
  return memberServesCompany(tx, user.accountId, companyId);
}
