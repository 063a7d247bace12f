import { companyRecordUpdateBody } from '@rer/contracts';
import { type ListingFacts, listingProblem } from '@rer/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Executor, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './company-listing.repository.js';
import { heldQualificationsOf, recordCompanyQualifications } from './company-qualification.service.js';
import { type RecordChangeActor, updateCompanyRecord } from './company-record-update.js';

/** The company's listing facts (the domain's listing rules read them), locked when `lock`. */
export async function listingFactsOf(
  tx: Executor,
  tenantId: string,
  companyId: string,
  lock = false,
): Promise<(ListingFacts & { name: string; creditCode: string | null; listCode: string | null }) | null> {
  const found = await repo.findListingCompany(tx, tenantId, companyId, lock);
  if (!found) return null;
  const { isRegister, isListing, companyStatus, name, creditCode, listCode } = found;
  return { isRegister, isListing, companyStatus, name, creditCode, listCode };
}

export interface EnterListingInput {
  companyId: string;
  sector: string;
  featuredSector: string | null;
  /** Allocated by the listing module under the board's row lock. */
  listCode: string;
  appliedTier: string;
  transferBoardIntention: string;
  /** The process completion date (yyyy-MM-dd, Beijing): listing date and the service row's start. */
  completionDate: string;
  bizSn: string;
  /** 550100 enters custody in the same transaction just before: the custody rule is then met. */
  requireCustody: boolean;
}

/**
 * The company side of a listing completion (ADR 79), in the approving transaction: the company
 * locked and checked again (two approvals of one company: the second waits for the first's lock
 * and is refused 该企业已挂牌), the layering application written to the record (revision and
 * audit by `updateCompanyRecord`), isListing with date, sector, featured sub-sector and listing
 * code set, the listing service row (type 4) opened and the market role 挂牌企业 granted.
 */
export async function enterListing(tx: Tx, actor: RecordChangeActor, input: EnterListingInput) {
  const { tenantId } = actor;
  const found = await repo.findListingCompany(tx, tenantId, input.companyId, true);
  const problem = listingProblem(
    found && { ...found, isRegister: found.isRegister || !input.requireCustody },
  );
  if (problem) throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: problem.message });
  const body = companyRecordUpdateBody.parse({
    companyId: input.companyId,
    recordVersion: found!.recordVersion,
    reason: `企业挂牌 ${input.bizSn}`,
    layering: { appliedTier: input.appliedTier, transferBoardIntention: input.transferBoardIntention },
  });
  await updateCompanyRecord(tx, actor, body);
  const key = { tenantId, companyId: input.companyId };
  await repo.setListed(tx, { ...key, ...input, listingDate: input.completionDate });
  await repo.insertListingService(tx, {
    ...key,
    startDate: input.completionDate,
    applicationId: actor.applicationId ?? null,
    bizSn: input.bizSn,
  });
  // 550100's custody part may already have granted it (its qualification table's rows).
  const held = await heldQualificationsOf(tx, tenantId, input.companyId);
  if (!held.some((q) => q.qualificationCategory === '1' && q.maketRole === '2'))
    await recordCompanyQualifications(tx, {
      ...key,
      applicationId: actor.applicationId ?? null,
      rows: [
        {
          qualificationCategory: '1',
          maketRole: '2',
          qualificationStatus: '1',
          certificationTime: input.completionDate,
          certificationDescription: `企业挂牌 ${input.bizSn}`,
        },
      ],
    });
  await writeAudit(tx, actor, {
    action: 'company.listing',
    targetType: 'company',
    targetId: input.companyId,
    detail: { bizSn: input.bizSn, sector: input.sector, listCode: input.listCode },
  });
}

/**
 * The company side of 550052 (ADR 79): locked, refused unless listed, the listing cleared (code
 * kept), the listing service row ended with the reason, 挂牌企业 ended; custody stays.
 */
export async function leaveListing(
  tx: Executor,
  actor: RecordChangeActor,
  input: { companyId: string; completionDate: string; reason: string; bizSn: string },
) {
  const { tenantId } = actor;
  const found = await repo.findListingCompany(tx, tenantId, input.companyId, true);
  if (!found?.isListing)
    throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: '该企业未挂牌，无法办理终止挂牌！' });
  const key = { tenantId, companyId: input.companyId };
  await repo.setDelisted(tx, key);
  await repo.endListingService(tx, { ...key, endDate: input.completionDate, reason: input.reason });
  await repo.endListedQualification(tx, key);
  await writeAudit(tx, actor, {
    action: 'company.delisting',
    targetType: 'company',
    targetId: input.companyId,
    detail: { bizSn: input.bizSn, listCode: found.listCode },
  });
}
