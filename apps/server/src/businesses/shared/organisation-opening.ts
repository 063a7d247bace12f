import {
  hasOpenAccount,
  type InstitutionLabels,
  institutionApplicantProblem,
  type KnownInstitution,
  type PersonalHolder,
} from '@rer/domain';
import { appendLedgerEntry } from '../../modules/evidence-ledger/index.js';
import {
  accountsOfCertificate,
  grantInvestorZone,
  type InvestorAccountExtra,
  institutionsOfLogin,
  openInvestorAccount,
} from '../../modules/identity/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';

/**
 * What 550131 投资者开户（机构）and 550132 投资者开户（产品）share (ADR 64): the organisation login
 * acting for its own institution, the one open account per certificate, and the opening itself.
 */
interface OrganisationApplicantInput {
  tenantId: string;
  applicantId: string;
  zone: string;
  isStaff: boolean;
  /** The institution the login must act for (550131: the account's; 550132: the manager). */
  institution: KnownInstitution;
  labels: InstitutionLabels;
}

/** Refuses a login that may not act for the institution; `lock` takes the login's row lock first. */
async function refuseOtherInstitution(tx: Tx, input: OrganisationApplicantInput, lock: boolean) {
  const login = await institutionsOfLogin(tx, input.tenantId, input.applicantId, lock);
  if (!login) throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: '申请人账号不存在' });
  const problem = institutionApplicantProblem(
    input.institution,
    { orgType: login.orgType, zone: input.zone, isStaff: input.isStaff, institutions: login.institutions },
    input.labels,
  );
  if (problem) throw validationError(problem.field, problem.message);
}

/** Refuses a second account of the certificate while one is open or frozen. */
async function refuseSecondAccount(
  tx: Tx,
  tenantId: string,
  who: { organType: number; certType: string; certificateNo: string },
  refusal: { field: string; message: string },
) {
  if (hasOpenAccount(await accountsOfCertificate(tx, tenantId, who)))
    throw validationError(refusal.field, refusal.message);
}

const isUniqueViolation = (e: unknown) => (e as { code?: unknown }).code === '23505';
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The latest 资质有效期至 of the form (yyyy-MM-dd), if given. */
export function qualificationExpiryOf(form: Readonly<Record<string, unknown>>): string | null {
  const value = text(form.qualificationValidUntil).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** What tells one organisation opening from the other (550131 the institution, 550132 the product). */
export interface OrganisationOpening<H extends PersonalHolder> {
  holderOf: (form: Readonly<Record<string, unknown>>) => H;
  organType: number;
  /** The institution the login must act for, and the labels its refusals name. */
  institutionOf: (holder: H) => KnownInstitution;
  labels: InstitutionLabels;
  /** The refusal of a second account of the certificate. */
  refusal: { field: string; message: string };
  /** The investor zone the opening grants the login. */
  zone: 'orgholder' | 'productholder';
  bizTypeName: string;
  /** The business's own checks of the form at submit, after the shared ones (throw to refuse). */
  formCheck?: (form: Readonly<Record<string, unknown>>) => void;
  /** The account's extra facts (profile, product), read at completion after the checks. */
  extraOf: (tx: Tx, input: CompletionInputWithoutCompany, holder: H) => Promise<InvestorAccountExtra>;
}

interface Who {
  tenantId: string;
  applicantId: string;
  zone: string;
  isStaff: boolean;
}

async function refuseIfProblem<H extends PersonalHolder>(
  tx: Tx,
  who: Who,
  holder: H,
  opening: OrganisationOpening<H>,
  lock: boolean,
): Promise<void> {
  const institution = opening.institutionOf(holder);
  await refuseOtherInstitution(tx, { ...who, institution, labels: opening.labels }, lock);
  const certificate = { certType: holder.certType, certificateNo: holder.certificateNo };
  await refuseSecondAccount(
    tx,
    who.tenantId,
    { organType: opening.organType, ...certificate },
    opening.refusal,
  );
}

/**
 * The check at submit and resubmit (the login acts for the institution, no account of the
 * certificate is open, the business's own form checks) and the completion in the approving
 * transaction (the rules checked again under the applicant's login lock — another opening may
 * have completed since the submit — then the account opened).
 */
export function organisationOpeningEffects<H extends PersonalHolder>(opening: OrganisationOpening<H>) {
  return {
    async check(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
      const holder = opening.holderOf(input.form);
      await refuseIfProblem(tx, { ...input, zone: input.applicantZone }, holder, opening, false);
      opening.formCheck?.(input.form);
      return { confirmation: null };
    },
    async complete(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
      const holder = opening.holderOf(input.form);
      const who = { ...input, zone: input.applicantZone, isStaff: false };
      await refuseIfProblem(tx, who, holder, opening, true);
      await openOrganisationAccount(tx, input, opening, holder, await opening.extraOf(tx, input, holder));
    },
  };
}

/**
 * Opens the account (status 1), binds it (with its product), writes the profile, opens the
 * investor zone to the login and appends the ledger entry `holder.accountOpened`.
 */
async function openOrganisationAccount<H extends PersonalHolder>(
  tx: Tx,
  input: CompletionInputWithoutCompany,
  opening: OrganisationOpening<H>,
  holder: H,
  extra: InvestorAccountExtra,
): Promise<void> {
  const email = text(input.form.email) || null;
  const opened = await openInvestorAccount(tx, {
    tenantId: input.tenantId,
    accountId: input.applicantId,
    organType: opening.organType,
    holder,
    email,
    applicationId: input.applicationId,
    extra,
    actorId: input.actor.actorId,
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) throw validationError(opening.refusal.field, opening.refusal.message);
    throw e;
  });
  await grantInvestorZone(tx, input.tenantId, input.applicantId, opening.zone);
  await appendLedgerEntry(tx, {
    tenantId: input.tenantId,
    kind: 'holder.accountOpened',
    bizTypeName: opening.bizTypeName,
    body: {
      holderId: opened.holderId,
      accountNumber: opened.accountNumber,
      organType: opening.organType,
      status: 1,
      holderName: holder.holderName,
      certType: holder.certType,
      certificateNo: holder.certificateNo,
      applicantId: input.applicantId,
    },
    refs: { bizSn: input.bizSn, appId: input.appId, uuid: input.applicationId },
  });
}
