import { SHOWCASE_EXIT_MESSAGES, SHOWCASE_MESSAGES, showCodeOf } from '@rer/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { RecordChangeActor } from './company-record-update.js';
import { endOpenService, insertOpenService } from './company-service.repository.js';
import * as repo from './company-showcase.repository.js';

export type { ShowcaseCompanyRow as ShowcaseCompany } from './company-showcase.repository.js';

/** 001 §4.8: service type 2 展示. */
const DISPLAY_SERVICE = '2';

/** The company an applicant names for the showcase, unlocked (the check at submit). */
export function findShowcaseCompany(
  tx: Executor,
  tenantId: string,
  key: { companyId: string } | { creditCode: string },
) {
  return repo.findShowcaseCompany(tx, tenantId, key, false);
}

async function lockedCompany(tx: Executor, tenantId: string, companyId: string) {
  const found = await repo.findShowcaseCompany(tx, tenantId, { companyId }, true);
  if (!found) throw new AppError('COMPANY_UNKNOWN', { companyId });
  return found;
}

/**
 * 550092's completion (ADR 80), in the approving transaction: under the company's row lock a
 * company already displayed is refused (two approvals for one company: the second waits for the
 * first's lock and is refused), else showStatus 1 with the plate, the show code (the company's
 * earlier one, else the tenant's next), the start date, and the open display service row (type 2).
 */
export async function enterShowcase(
  tx: Executor,
  actor: RecordChangeActor,
  input: { companyId: string; plate: string; completionDate: string; bizSn: string },
): Promise<{ showCode: string } | { refusal: string }> {
  const { tenantId } = actor;
  const company = await lockedCompany(tx, tenantId, input.companyId);
  if (company.showStatus === 1) return { refusal: SHOWCASE_MESSAGES.alreadyShown };
  const showCode = company.showCode ?? showCodeOf(await repo.nextShowCodeNumber(tx, tenantId));
  await repo.setShown(tx, {
    tenantId,
    companyId: company.uuid,
    plate: input.plate,
    showCode,
    startDate: input.completionDate,
  });
  await insertOpenService(tx, {
    tenantId,
    companyId: company.uuid,
    serviceType: DISPLAY_SERVICE,
    startDate: input.completionDate,
    applicationId: actor.applicationId ?? null,
    bizSn: input.bizSn,
  });
  await writeAudit(tx, actor, {
    action: 'company.showcase_enter',
    targetType: 'company',
    targetId: company.uuid,
    detail: { bizSn: input.bizSn, plate: input.plate, showCode },
  });
  return { showCode };
}

/**
 * 550901's completion (ADR 80): under the row lock, a company not displayed is refused; else
 * showStatus 0 and its open display service row ends (status 2, end date, reason).
 */
export async function leaveShowcase(
  tx: Executor,
  actor: RecordChangeActor,
  input: { companyId: string; completionDate: string; reason: string | null; bizSn: string },
): Promise<{ refusal: string | null }> {
  const { tenantId } = actor;
  const company = await lockedCompany(tx, tenantId, input.companyId);
  if (company.showStatus !== 1) return { refusal: SHOWCASE_EXIT_MESSAGES.notShown };
  await repo.setNotShown(tx, { tenantId, companyId: company.uuid });
  const ended = await endOpenService(tx, {
    tenantId,
    companyId: company.uuid,
    serviceType: DISPLAY_SERVICE,
    endDate: input.completionDate,
    reason: input.reason,
  });
  await writeAudit(tx, actor, {
    action: 'company.showcase_exit',
    targetType: 'company',
    targetId: company.uuid,
    detail: { bizSn: input.bizSn, serviceRowsEnded: ended },
  });
  return { refusal: null };
}
