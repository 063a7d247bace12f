import type { FinancingInterest, FinancingInterestBody } from '@rer/contracts';
import { FINANCING_PUBLISHED } from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { findNeed } from './financing.repository.js';
import { findInterests, insertInterest } from './financing-interest.repository.js';
import type { FinancingDeps } from './financing-need.service.js';
import { zoneState } from './financing-public.service.js';
import { needNotFound, ownerCompanyOf } from './policy.js';

/**
 * 我有意向 (ADR 84): the contact through the platform. An investor the zone lets in tells the
 * enterprise of a published need that it is interested; the enterprise sees the investor's name, the
 * public never does. Once per investor and need.
 */
export async function expressInterest(
  deps: FinancingDeps,
  user: AuthUser,
  audit: AuditContext,
  body: FinancingInterestBody,
): Promise<{ id: number }> {
  const now = deps.clock.now();
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const { closedMessage } = await zoneState(tx, user, now);
    if (closedMessage !== null) throw new AppError('FORBIDDEN', {}, { message: closedMessage });
    const need = await findNeed(tx, user.tenantId, body.needId);
    if (!need || need.status !== FINANCING_PUBLISHED) throw needNotFound(body.needId);
    const id = await insertInterest(tx, {
      tenantId: user.tenantId,
      needId: body.needId,
      accountId: user.accountId,
      investorName: user.realName,
      message: body.message ?? null,
    });
    if (id === null) throw validationError('融资需求', '您已对该融资需求表达过意向，请等待企业联系');
    await writeAudit(tx, audit, {
      action: 'financing.interest',
      targetType: 'financing_need',
      targetId: String(body.needId),
      detail: { companyId: need.companyId },
    });
    return { id };
  });
}

/** The interests in one of the current enterprise's needs; another company's need is 404. */
export async function needInterests(
  deps: FinancingDeps,
  user: AuthUser,
  needId: number,
): Promise<FinancingInterest[]> {
  const companyId = ownerCompanyOf(user);
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const need = await findNeed(tx, user.tenantId, needId);
    if (!need || need.companyId !== companyId) throw needNotFound(needId);
    return findInterests(tx, user.tenantId, needId);
  });
}
