import {
  DELISTING_REASONS,
  delistingProblem,
  isListingProblem,
  type ListingApplication,
  listingProblem,
  listingWithCustodyProblem,
  readDelisting,
  readListingApplication,
} from '@rer/domain';
import { enterListing, leaveListing, listingFactsOf } from '../../modules/company/index.js';
import { allocateListCode, checkListingSector } from '../../modules/listing/index.js';
import type {
  CompletionInput,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { chinaDate } from '../../platform/documents/china-time.js';
import { AppError } from '../../platform/errors.js';

/**
 * What 550058 (企业挂牌) and 550100 (挂牌托管) share (ADR 79): the listing part of the form checked
 * at submit and resubmit (tier, intention, an enabled board and its featured sub-sector, the
 * company's listing facts), and the listing part of the completion in the approving transaction.
 * 550052 (终止挂牌) is the reverse.
 */
const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', { field }, { message });
const refused = (message: string) => new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message });

async function listingOf(
  tx: Tx,
  tenantId: string,
  form: Record<string, unknown>,
): Promise<ListingApplication> {
  const read = readListingApplication(form);
  if (isListingProblem(read)) throw invalid(read.field, read.message);
  const sectorProblem = await checkListingSector(tx, tenantId, read);
  if (sectorProblem) throw invalid(sectorProblem.field, sectorProblem.message);
  return read;
}

/**
 * 550058 requires custody (and its company); 550100 files for a company not yet in custody,
 * whose custody part its own check covers: only an already listed company is refused.
 */
export async function checkListing(
  tx: Tx,
  input: PreSubmitCheckInput,
  options: { withCustody: boolean },
): Promise<PreSubmitCheckResult> {
  if (!options.withCustody && !input.companyId) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
  await listingOf(tx, input.tenantId, input.form);
  const facts = input.companyId ? await listingFactsOf(tx, input.tenantId, input.companyId) : null;
  const problem = options.withCustody ? listingWithCustodyProblem(facts) : listingProblem(facts);
  if (problem) throw refused(problem.message);
  return { confirmation: null };
}

/** The listing part of a completion: code allocated on the board, the company listed (company module). */
export async function completeListing(
  tx: Tx,
  input: Omit<CompletionInput, 'companyId'>,
  companyId: string,
  options: { withCustody: boolean },
): Promise<void> {
  const application = await listingOf(tx, input.tenantId, input.form);
  const listCode = await allocateListCode(tx, input.tenantId, application.sector);
  await enterListing(
    tx,
    { tenantId: input.tenantId, ...input.actor, applicationId: input.applicationId },
    {
      companyId,
      ...application,
      listCode,
      completionDate: chinaDate(input.clock.now()),
      bizSn: input.bizSn,
      requireCustody: !options.withCustody,
    },
  );
}

export async function checkDelisting(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  if (!input.companyId) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
  const read = readDelisting(input.form);
  if (isListingProblem(read)) throw invalid(read.field, read.message);
  const problem = delistingProblem(await listingFactsOf(tx, input.tenantId, input.companyId));
  if (problem) throw refused(problem.message);
  return { confirmation: null };
}

export async function completeDelisting(tx: Tx, input: CompletionInput): Promise<void> {
  const read = readDelisting(input.form);
  if (isListingProblem(read)) throw invalid(read.field, read.message);
  const reasonName = DELISTING_REASONS.find((r) => r.value === read.reason)?.label ?? read.reason;
  await leaveListing(
    tx,
    { tenantId: input.tenantId, ...input.actor, applicationId: input.applicationId },
    {
      companyId: input.companyId,
      completionDate: chinaDate(input.clock.now()),
      reason: read.description ? `${reasonName}：${read.description}`.slice(0, 500) : reasonName,
      bizSn: input.bizSn,
    },
  );
}
