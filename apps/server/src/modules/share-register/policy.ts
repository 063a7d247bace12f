import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';
import { type AuthUser, currentCompanyOf, isRegisterStaff } from '../identity/index.js';

export {
  currentCompanyOf,
  currentHolderOf,
  isRegisterStaff,
  REGISTER_STAFF_ROLES,
} from '../identity/index.js';

/** Staff, or the enterprise itself when the company is its bound current company. */
export function canViewCompanyRegister(user: AuthUser, companyId: string): boolean {
  if (isRegisterStaff(user)) return true;
  return user.landingMode === 'org' && currentCompanyOf(user) === companyId;
}

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
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from account_company ac
        where ac.account_id = ${user.accountId} and ac.company_id = ${companyId} and ac.relation = 'member_cooperation'
        union all
        select 1 from member_company mc join member m on m.id = mc.member_id
        where m.account_id = ${user.accountId} and mc.company_id = ${companyId} and mc.status = 1 and m.status = 1
        limit 1`,
  );
  return found.length > 0;
}

/** Investors see their own holdings: the current holder account of an investor zone. */
export function canViewOwnHoldings(user: AuthUser): boolean {
  return user.landingMode.endsWith('holder');
}
