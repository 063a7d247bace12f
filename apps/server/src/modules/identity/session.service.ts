import { LANDING_MODE_NAMES } from '@rer/contracts';
import { writeAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { findZones } from './account.repository.js';
import {
  findBoundHolder,
  isCompanyBound,
  listBoundCompanies,
  listBoundHolders,
} from './binding.repository.js';
import type { AuthUser } from './guard.js';
import type { IdentityDeps, RequestMeta } from './identity-deps.js';
import { expireStatusesOf } from './investor-expiry.js';
import { updateSessionSelection } from './session.repository.js';

const actorOf = (user: AuthUser, meta: RequestMeta) => ({
  tenantId: user.tenantId,
  ip: meta.ip,
  requestId: meta.requestId,
  actorId: user.accountId,
  actorName: user.account,
});

/** The session's current choice, overridden by a (verified) Current-* header of this request. */
export function currentOf(user: AuthUser) {
  return {
    currentCompany: user.currentCompany ?? user.session.currentCompany,
    currentHolder: user.currentHolder ?? user.session.currentHolder,
    currentProduct: user.currentProduct ?? user.session.currentProduct,
  };
}

/**
 * getCurrentUserInfo: the login, its zone and current choices, and the session value
 * investorExpireStatus (000 §3) of the current registration account (null when none is chosen).
 */
export async function describeCurrentUser(deps: IdentityDeps, user: AuthUser) {
  const current = currentOf(user);
  let investorExpireStatus: number | null = null;
  if (current.currentHolder) {
    const holderId = current.currentHolder;
    investorExpireStatus = await deps.db.withTenant(user.tenantId, async (tx) => {
      const bound = await findBoundHolder(tx, { accountId: user.accountId, holderId });
      if (!bound) return null;
      const statuses = await expireStatusesOf(tx, deps, user, [bound]);
      return statuses.get(holderId) ?? null;
    });
  }
  return {
    landingMode: user.landingMode,
    landingModeName: LANDING_MODE_NAMES[user.landingMode],
    account: user.account,
    realName: user.realName,
    orgType: user.orgType,
    tenantId: user.tenantId,
    roles: user.roles,
    ...current,
    investorExpireStatus,
  };
}

export async function listUserZones(options: { deps: IdentityDeps; user: AuthUser }) {
  const { deps, user } = options;
  const zones = await deps.db.withTenant(user.tenantId, (tx) => findZones(tx, user.accountId));
  return zones.map((landingMode) => ({
    account: user.account,
    realName: user.realName,
    orgType: user.orgType,
    landingMode,
    landingModeName: LANDING_MODE_NAMES[landingMode],
    current: landingMode === user.landingMode,
  }));
}

export async function listRefCompanies(options: { deps: IdentityDeps; user: AuthUser }) {
  const { deps, user } = options;
  const current = currentOf(user).currentCompany;
  const found = await deps.db.withTenant(user.tenantId, (tx) => listBoundCompanies(tx, user.accountId));
  return found.map((c) => ({ ...c, current: c.companyId === current }));
}

export async function listRefAccountNumbers(options: { deps: IdentityDeps; user: AuthUser }) {
  const { deps, user } = options;
  const { currentHolder, currentProduct } = currentOf(user);
  const { found, statuses } = await deps.db.withTenant(user.tenantId, async (tx) => {
    const holders = await listBoundHolders(tx, user.accountId);
    return { found: holders, statuses: await expireStatusesOf(tx, deps, user, holders) };
  });
  return found.map((h, index) => ({
    serial: index + 1,
    holderUuid: h.holderUuid,
    holderName: h.holderName,
    accountNumber: h.accountNumber,
    holderAccountStatus: h.status,
    organType: h.organType,
    productId: h.productId,
    productName: h.productName,
    investorExpireStatus: statuses.get(h.holderUuid) ?? 2,
    current: h.holderUuid === currentHolder && (h.productId === null || h.productId === currentProduct),
  }));
}

/** Records the chosen enterprise on the session; 403 when the account is not bound to it. */
export async function switchCompany(options: {
  deps: IdentityDeps;
  user: AuthUser;
  companyId: string;
  meta: RequestMeta;
}) {
  const { deps, user, companyId } = options;
  await deps.db.withTenant(user.tenantId, async (tx) => {
    if (!(await isCompanyBound(tx, user.accountId, companyId))) throw new AppError('FORBIDDEN');
    await updateSessionSelection(tx, { sessionId: user.sessionId, company: companyId });
    await writeAudit(tx, actorOf(user, options.meta), {
      action: 'session.switch_company',
      targetType: 'company',
      targetId: companyId,
    });
  });
  // The caller's next request must see the choice (the trigger's notice may come a moment later).
  deps.guardCache?.invalidateAccount(user.tenantId, user.accountId);
}

/**
 * Records the chosen holder account (and product) on the session. Closed accounts (status 2) are
 * refused as 用户不存在; frozen ones (status 3) are allowed, answered with 账号异常.
 */
export async function switchHolder(options: {
  deps: IdentityDeps;
  user: AuthUser;
  holderUuid: string;
  companyId: string | undefined;
  productId: string | undefined;
  meta: RequestMeta;
}): Promise<{ message: string }> {
  const { deps, user } = options;
  const answer = await deps.db.withTenant(user.tenantId, async (tx) => {
    const holder = await findBoundHolder(tx, {
      accountId: user.accountId,
      holderId: options.holderUuid,
      productId: options.productId,
    });
    if (!holder) throw new AppError('FORBIDDEN');
    if (holder.status === 2) throw new AppError('HOLDER_CLOSED');
    if (options.companyId && !(await isCompanyBound(tx, user.accountId, options.companyId)))
      throw new AppError('FORBIDDEN');
    await updateSessionSelection(tx, {
      sessionId: user.sessionId,
      holder: options.holderUuid,
      product: options.productId ?? null,
      ...(options.companyId ? { company: options.companyId } : {}),
    });
    await writeAudit(tx, actorOf(user, options.meta), {
      action: 'session.switch_holder',
      targetType: 'holder_account',
      targetId: options.holderUuid,
      detail: { productId: options.productId ?? null },
    });
    return { message: holder.status === 3 ? '账号异常' : '操作成功' };
  });
  deps.guardCache?.invalidateAccount(user.tenantId, user.accountId);
  return answer;
}
