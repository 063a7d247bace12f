import {
  type CustodyRegister,
  defaultQualification,
  isCustodyProblem,
  RIGHTS_UNCONFIRMED_TEXT,
  readCustodyRegister,
  unconfirmedShareholdersMessage,
} from '@rer/domain';
import { alreadyInCustody, enterCustody, recordCompanyPatents } from '../../modules/company/index.js';
import { actForCompanyInOpenSessions, bindEnterpriseCompany } from '../../modules/identity/index.js';
import { registerAtCustody } from '../../modules/share-register/index.js';
import type {
  CompletionInput,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
  WorkflowBusiness,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { chinaDate } from '../../platform/documents/china-time.js';
import { AppError } from '../../platform/errors.js';
import { custodyCompanyOf } from './custody-company.js';
import { CUSTODY_QUALIFICATIONS_PROP, grantCustodyQualifications } from './custody-qualifications.js';
import { queueCustodyVouchers, queueVouchersAfterReview } from './custody-voucher-queue.js';

/**
 * What 550001 (登记托管) and 550114 (托管) share (ADR 48): the check at submit and resubmit (the
 * company's fields, the register taken into custody, 已托管, unconfirmed shareholders) and the
 * completion effect in the approving transaction (company entered into custody, holder accounts,
 * register with its pledges, freezes and restrictions, 550001's granted qualifications, the
 * applicant bound to the company).
 */
/** The form field of 550001's patent table (ADR 47: widget `patentTable`). */
const CUSTODY_PATENTS_PROP = 'patents';

const refused = (message: string, data: unknown = null) =>
  new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message, data });
const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', { field }, { message });

function registerOf(form: Record<string, unknown>): CustodyRegister {
  const read = readCustodyRegister(form);
  if (isCustodyProblem(read)) throw invalid(read.field, read.message);
  return read;
}

/** The category names of 002 §6's defaults (dictionary qualificationCategory). */
const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  '1': '市场角色',
  '2': '金融资质',
  '3': '中介资质',
};

/**
 * 002 §6: the flow's default qualification (550001 with processType 3 → 金融资质) is a row of the
 * table. The widget puts it there and offers no delete; a submission without it is refused.
 */
export function missingDefaultQualification(appId: string, form: Record<string, unknown>): string | null {
  const processType = form.processType;
  const given = defaultQualification(
    appId,
    typeof processType === 'string' || typeof processType === 'number' ? String(processType) : undefined,
  );
  if (given === null) return null;
  const list = Array.isArray(form[CUSTODY_QUALIFICATIONS_PROP])
    ? (form[CUSTODY_QUALIFICATIONS_PROP] as unknown[])
    : [];
  const held = list.some((row) => {
    const r = (row ?? {}) as Record<string, unknown>;
    return (
      String(r.qualificationCategory ?? '') === given.qualificationCategory &&
      (given.maketRole === undefined || String(r.maketRole ?? '') === given.maketRole)
    );
  });
  const name = CATEGORY_NAMES[given.qualificationCategory] ?? given.qualificationCategory;
  return held ? null : `资质信息：办理类型带出的默认资质（${name}）不能删除，请添加该资质`;
}

async function checkCustody(
  tx: Tx,
  input: PreSubmitCheckInput,
  needsCompany: boolean,
): Promise<PreSubmitCheckResult> {
  if (needsCompany && !input.companyId) throw new AppError('WORKFLOW_COMPANY_REQUIRED');
  const company = custodyCompanyOf(input.form);
  if ('field' in company) throw invalid(company.field, company.message);
  const missing = missingDefaultQualification(input.appId, input.form);
  if (missing) throw invalid(CUSTODY_QUALIFICATIONS_PROP, missing);
  const register = registerOf(input.form);
  const already = await alreadyInCustody(tx, input.tenantId, {
    companyId: input.companyId,
    creditCode: company.creditCode,
  });
  if (already) throw refused(already, { alreadyInCustody: true });
  if (register.unconfirmed === 0) return { confirmation: null };
  const message = unconfirmedShareholdersMessage(register.unconfirmed);
  if (!input.isStaff || !input.confirmUnconfirmed)
    throw refused(message, { unconfirmed: register.unconfirmed, canContinue: input.isStaff });
  return { confirmation: RIGHTS_UNCONFIRMED_TEXT };
}

async function completeCustody(
  tx: Tx,
  input: Omit<CompletionInput, 'companyId'> & { companyId: string | null },
  options: { createIfAbsent: boolean; grantsQualifications: boolean },
): Promise<{ companyId: string }> {
  const company = custodyCompanyOf(input.form);
  if ('field' in company) throw invalid(company.field, company.message);
  const register = registerOf(input.form);
  const actor = { tenantId: input.tenantId, ...input.actor, applicationId: input.applicationId };
  const entered = await enterCustody(tx, actor, {
    companyId: input.companyId,
    creditCode: company.creditCode,
    name: company.basic.name as string,
    createIfAbsent: options.createIfAbsent,
    basic: company.basic,
    completionDate: chinaDate(input.clock.now()),
    bizSn: input.bizSn,
  });
  if (entered.refusal) throw refused(entered.refusal, { alreadyInCustody: true });
  if (options.grantsQualifications)
    await grantCustodyQualifications(tx, {
      tenantId: input.tenantId,
      companyId: entered.companyId,
      applicationId: input.applicationId,
      form: input.form,
    });
  // 550001's patent table (ADR 47) is the company's on completion (ADR 50).
  await recordCompanyPatents(tx, {
    tenantId: input.tenantId,
    companyId: entered.companyId,
    applicationId: input.applicationId,
    rows: input.form[CUSTODY_PATENTS_PROP],
  });
  await registerAtCustody({
    tx,
    tenantId: input.tenantId,
    companyId: entered.companyId,
    holders: register.holders,
    encumbrances: register.encumbrances,
    bizSn: input.bizSn,
    actor: input.actor,
    clock: input.clock,
  });
  if (input.applicantZone === 'org') {
    const applicant = {
      tenantId: input.tenantId,
      accountId: input.applicantId,
      companyId: entered.companyId,
    };
    await bindEnterpriseCompany(tx, applicant);
    // Its open sessions act for the company from now on (ADR 50).
    await actForCompanyInOpenSessions(tx, applicant);
  }
  return { companyId: entered.companyId };
}

/** The workflow side of a custody business. */
export function custodyWorkflowBusiness(options: {
  appId: string;
  effect: string;
  /** 550001 opens a company the platform does not know; 550114 is filed by a company on it. */
  opensCompany: boolean;
  /** 550001's form holds the qualification table; its new rows are the company's on completion. */
  grantsQualifications?: boolean;
  /** 550001's twelve vouchers (ADR 51): queued at each submit and resubmit, and after a review that changed their data. */
  vouchers?: boolean;
}): WorkflowBusiness {
  return {
    appId: options.appId,
    ...(options.vouchers ? { onSubmitted: queueCustodyVouchers, onReviewed: queueVouchersAfterReview } : {}),
    preSubmitCheck: (tx, input) => checkCustody(tx, input, !options.opensCompany),
    completionEffect: {
      name: options.effect,
      createsCompany: true,
      run: (tx, input) =>
        completeCustody(tx, input, {
          createIfAbsent: options.opensCompany,
          grantsQualifications: options.grantsQualifications ?? false,
        }),
    },
  };
}
