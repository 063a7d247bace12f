import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/database.js';

/**
 * The port through which businesses (`apps/server/src/businesses/<name>/`, ADR 38) give the
 * workflow what is theirs: the pre-submit check, the completion effect and the voucher rows of
 * their appId. The workflow names no business; the composition registers each one's definition
 * once (`businesses/index.ts` `registerBusinesses()`), like the attachments' owner kinds.
 */
export interface PreSubmitCheckInput {
  tenantId: string;
  appId: string;
  companyId: string | null;
  /** The account submitting (the applicant: at resubmit, the one who filed it). */
  applicantId: string;
  /** The zone it is submitted from (org, personalholder, mgr …). */
  applicantZone: string;
  /** The validated, normalised form data. */
  form: Record<string, unknown>;
  isStaff: boolean;
  /** The management side chose to continue with unconfirmed shareholders (000 §4). */
  confirmUnconfirmed: boolean;
  /** The workflow clock's time of the submission (validity checks, ADR 69); absent: the system's. */
  now?: Date;
}

export interface PreSubmitCheckResult {
  /** 确认意见 to record with the submission, if any. */
  confirmation: string | null;
}

export interface CompletionInput {
  tenantId: string;
  appId: string;
  bizSn: string;
  /** The application's uuid and its applicant (a custody completion binds the applicant, ADR 48). */
  applicationId: string;
  applicantId: string;
  /** The zone the applicant filed from (org, mgr …). */
  applicantZone: string;
  companyId: string;
  form: Record<string, unknown>;
  /** Read under the business's own locks (the register's company lock, ADR 28). */
  clock: Clock;
  actor: { actorId: string; actorName: string; ip: string | null; requestId: string | null };
}

/** What a completion receives when the application may have no company. */
export type CompletionInputWithoutCompany = Omit<CompletionInput, 'companyId'> & { companyId: string | null };

/**
 * A completion effect. One that `createsCompany` also runs for an application without a company
 * (550001: the company enters the platform with it) and answers the company, which the
 * application then belongs to (ADR 48). One whose subject is `'applicant'` changes the applicant's
 * own records (an investor's or a member's account) and runs whether or not the application has a
 * company. The others change a company's records and run only for an application of a company.
 */
export type CompletionEffect =
  | {
      name: string;
      createsCompany?: false;
      subject?: 'company';
      run: (tx: Tx, input: CompletionInput) => Promise<void>;
    }
  | {
      name: string;
      createsCompany: true;
      subject?: 'company';
      run: (tx: Tx, input: CompletionInputWithoutCompany) => Promise<{ companyId: string }>;
    }
  | {
      name: string;
      createsCompany?: false;
      subject: 'applicant';
      run: (tx: Tx, input: CompletionInputWithoutCompany) => Promise<void>;
    };

/** A dictionary key as its name (转让类型 1 → 协议转让), the key itself when the dictionary lacks it. */
export type DictionaryNameOf = (code: string, key: unknown) => string;

/** A submission or resubmission just written (its transaction still open). */
export interface SubmittedInput {
  tenantId: string;
  appId: string;
  applicationId: string;
  /** The submission round the application is now at (each submit and resubmit adds one). */
  round: number;
  /** The form data just stored (validated and normalised). */
  formData: Record<string, unknown>;
}

/** A review (approve, return, reject) just written (its transaction still open). */
export interface ReviewedInput {
  tenantId: string;
  appId: string;
  applicationId: string;
  round: number;
  action: 'approve' | 'return' | 'reject';
  /** The task the review closed (null only if the engine closed none). */
  taskId: string | null;
  /** The form data before the review and as stored by it (editInApprove fields may differ). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface WorkflowBusiness {
  appId: string;
  /**
   * Runs in the transaction of each submit and resubmit, after the state is written (550001
   * queues its vouchers here, ADR 51: they follow the data of the latest submission).
   */
  onSubmitted?: (tx: Tx, input: SubmittedInput) => Promise<void>;
  /**
   * Runs in the transaction of each review, after the state is written (550001 regenerates its
   * vouchers when a reviewer's editInApprove change reaches them, ADR 51 amendment).
   */
  onReviewed?: (tx: Tx, input: ReviewedInput) => Promise<void>;
  /** Checked at submit and resubmit, in the submission's transaction, after the form validated. */
  preSubmitCheck?: (tx: Tx, input: PreSubmitCheckInput) => Promise<PreSubmitCheckResult>;
  /** Run in the transaction of the last approval when the flow names `name` as its effect. */
  completionEffect?: CompletionEffect;
  /** The business's own rows of the 业务凭证 (voucher), in the order a reader checks them. */
  voucherRows?: (
    formData: Record<string, unknown>,
    nameOf: DictionaryNameOf,
  ) => { label: string; value: string }[];
}

const byAppId = new Map<string, WorkflowBusiness>();
const byEffect = new Map<string, WorkflowBusiness>();

/** Registers a business; the same definition again is a no-op, another one for its appId or effect throws. */
export function registerWorkflowBusiness(business: WorkflowBusiness): void {
  const known = byAppId.get(business.appId);
  if (known === business) return;
  if (known) throw new Error(`业务 ${business.appId} 已登记`);
  const effect = business.completionEffect?.name;
  if (effect && byEffect.has(effect))
    throw new Error(`完成动作 ${effect} 已由业务 ${byEffect.get(effect)!.appId} 登记`);
  byAppId.set(business.appId, business);
  if (effect) byEffect.set(effect, business);
}

export function workflowBusinessOf(appId: string): WorkflowBusiness | null {
  return byAppId.get(appId) ?? null;
}

/** The registered effect of that name, or null (a flow naming it cannot complete). */
export function completionEffectNamed(name: string): WorkflowBusiness['completionEffect'] | null {
  return byEffect.get(name)?.completionEffect ?? null;
}
