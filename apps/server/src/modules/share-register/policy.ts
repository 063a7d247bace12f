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

/** Investors see their own holdings: the current holder account of an investor zone. */
export function canViewOwnHoldings(user: AuthUser): boolean {
  return user.landingMode.endsWith('holder');
}
