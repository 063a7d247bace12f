/** The public face of the identity module: what other modules may import (ADR 36). */
export { ADMINISTRATOR_ROLE, isAdministrator, requireAdministrator } from './administrator.js';
export { isSignInLockedAnywhere, unlockSignIn } from './attempts.js';
export {
  actForCompanyInOpenSessions,
  bindEnterpriseCompany,
  findBoundHolder,
  isCompanyBound,
} from './binding.repository.js';
export {
  type Caller,
  currentCompanyOf,
  currentHolderOf,
  isRegisterStaff,
  REGISTER_STAFF_ROLES,
} from './caller-scope.js';
export { CAPTCHA_TTL_MS, captchaAnswerHash } from './captcha.js';
export {
  AdministratorRefused,
  createAdministrator,
  parseAdministratorInput,
} from './create-administrator.js';
export * as demoIdentity from './demo-identity.js';
export {
  DEMO_ACCOUNTS,
  DEMO_CAPITAL_PASSWORD,
  DEMO_COMPANIES,
  DEMO_HOLDERS,
  DEMO_PASSWORD,
  DEMO_PRODUCTS,
  DEMO_TENANT_ID,
  type DemoAccount,
  demoCreditCode,
  demoIdNumber,
} from './demo-identity.js';
export { FACE_CHECK_LIMITS } from './face-check.service.js';
export { type AuthUser, authenticate, registerAuthGuard, requireUser } from './guard.js';
export { createGuardCache, subscribeGuardCache } from './guard-cache.js';
export { openInvestorAccount, setHolderAccountStatus } from './holder-account.service.js';
export {
  type HolderAccountChange,
  type HolderAccountChangeListener,
  onHolderAccountChange,
} from './holder-account-listeners.js';
export {
  type HolderAccountForStatus,
  holderAccountForStatus,
  lockHolderAccountForStatus,
} from './holder-status.repository.js';
export {
  type InvestorAccountExtra,
  lockRegisteredIdentity,
  type OpenedInvestorAccount,
  personalAccountsOf,
  registeredIdentityOf,
} from './investor-account.repository.js';
export { isInvestorOpenedAccount } from './investor-expiry.repository.js';
export { issueRegulatorCredential, type RegulatorCredentialInput } from './issue-regulator-credential.js';
export { companiesServedByMember, memberServesCompany } from './member-scope.repository.js';
export {
  accountsOfCertificate,
  grantInvestorZone,
  institutionsOfLogin,
  productRowFor,
} from './organisation-investor.repository.js';
export { SHARE_PLEDGE_PARAM } from './product-routes.js';
export { isRegulator, REGULATOR_ROLE } from './regulator.js';
export { registerIdentityRoutes } from './routes.js';
export { hashPassword } from './secrets.js';
export { revokeOtherSessions as revokeAccountSessions } from './session.repository.js';
export { SMS_OUTBOX_OFF, smsOutboxAvailable } from './sms-routes.js';
export { findTenantRoles } from './tenant-roles.repository.js';
