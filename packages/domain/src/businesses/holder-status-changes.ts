/**
 * Holder-account status changes by staff (issue 22, ADR 67): 550306 登记账户冻结 (正常 → 冻结),
 * 550307 登记账户解冻 (冻结 → 正常) and 550031 投资者销户 (正常 → 销户). Statuses of 000 §3: 1 正常,
 * 2 销户, 3 冻结. The rules here are pure; the server reads the account and its holdings under the
 * account's row lock and asks `statusChangeProblem` what, if anything, refuses the change.
 */
export const HOLDER_STATUS = { normal: 1, closed: 2, frozen: 3 } as const;

export type HolderStatusChangeKind = 'freeze' | 'unfreeze' | 'close';

export interface HolderStatusChange {
  kind: HolderStatusChangeKind;
  appId: string;
  name: string;
  /** The only status the change starts from. */
  from: number;
  to: number;
}

export const HOLDER_STATUS_CHANGES: Readonly<Record<HolderStatusChangeKind, HolderStatusChange>> = {
  freeze: { kind: 'freeze', appId: '550306', name: '登记账户冻结', from: 1, to: 3 },
  unfreeze: { kind: 'unfreeze', appId: '550307', name: '登记账户解冻', from: 3, to: 1 },
  close: { kind: 'close', appId: '550031', name: '投资者销户', from: 1, to: 2 },
};

/** The form's labels, named by the refusals (400 naming the field). */
export const HOLDER_STATUS_LABELS = {
  accountNumber: '登记账号',
  holderName: '投资者名称',
  reason: '变更原因',
  applicant: '申请人',
} as const;

export const REASON_MAX_LENGTH = 200;

/** The form of the three businesses, as the server reads it. */
export interface HolderStatusForm {
  accountNumber: string;
  holderName: string;
  reason: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export function holderStatusFormOf(form: Record<string, unknown>): HolderStatusForm {
  return {
    accountNumber: text(form.accountNumber).toUpperCase(),
    holderName: text(form.holderName),
    reason: text(form.reason),
  };
}

/** The account as read under its lock, with what it still holds across the register. */
export interface StatusChangeSubject {
  accountNumber: string;
  holderName: string;
  status: number;
  /** Companies where the account holds shares (held > 0) and the sum held. */
  heldCompanies: number;
  heldShares: bigint;
  /** Pledged, frozen or locked shares and open encumbrances (queued freezes included). */
  encumbrances: number;
}

export interface StatusChangeProblem {
  field: string;
  message: string;
}

export const HOLDER_STATUS_MESSAGES = {
  staffOnly: '登记账户状态变更须由登记机构工作人员在管理端办理',
  reasonRequired: '请填写变更原因',
  reasonTooLong: `变更原因不能超过${REASON_MAX_LENGTH}个字`,
  unknownAccount: (n: string) => `登记账号不存在：${n}`,
  nameMismatch: (n: string, name: string) => `登记账号${n}与投资者名称“${name}”不一致`,
  closed: (n: string) => `登记账户${n}已销户，不能变更状态`,
  alreadyFrozen: (n: string) => `登记账户${n}已冻结，不能重复冻结`,
  notFrozen: (n: string) => `登记账户${n}未冻结，无需解冻`,
  frozenBeforeClose: (n: string) => `登记账户${n}已冻结，须先解冻再销户`,
  encumbered: (n: string, count: number) => `登记账户${n}仍有${count}笔质押、冻结或锁定的股份，不能销户`,
  holdsShares: (n: string, companies: number, shares: bigint) =>
    `登记账户${n}仍持有${companies}家企业的股份（合计${shares}股），不能销户`,
} as const;

function formProblem(form: HolderStatusForm): StatusChangeProblem | null {
  if (form.reason === '')
    return { field: HOLDER_STATUS_LABELS.reason, message: HOLDER_STATUS_MESSAGES.reasonRequired };
  if ([...form.reason].length > REASON_MAX_LENGTH)
    return { field: HOLDER_STATUS_LABELS.reason, message: HOLDER_STATUS_MESSAGES.reasonTooLong };
  return null;
}

function statusProblem(change: HolderStatusChange, subject: StatusChangeSubject): string | null {
  const n = subject.accountNumber;
  if (subject.status === HOLDER_STATUS.closed) return HOLDER_STATUS_MESSAGES.closed(n);
  if (subject.status === change.from) return null;
  if (change.kind === 'freeze') return HOLDER_STATUS_MESSAGES.alreadyFrozen(n);
  if (change.kind === 'unfreeze') return HOLDER_STATUS_MESSAGES.notFrozen(n);
  return HOLDER_STATUS_MESSAGES.frozenBeforeClose(n);
}

/**
 * What refuses the change, or null: the reason, the account (unknown, another name), the status it
 * starts from (销户 is final: a closed holder opens a new account, ADR 61), and for 销户 the shares
 * and encumbrances the account still has.
 */
export function statusChangeProblem(
  change: HolderStatusChange,
  form: HolderStatusForm,
  subject: StatusChangeSubject | null,
): StatusChangeProblem | null {
  const invalid = formProblem(form);
  if (invalid) return invalid;
  const accountField = HOLDER_STATUS_LABELS.accountNumber;
  if (!subject)
    return { field: accountField, message: HOLDER_STATUS_MESSAGES.unknownAccount(form.accountNumber) };
  if (subject.holderName !== form.holderName)
    return {
      field: HOLDER_STATUS_LABELS.holderName,
      message: HOLDER_STATUS_MESSAGES.nameMismatch(subject.accountNumber, form.holderName),
    };
  const status = statusProblem(change, subject);
  if (status) return { field: accountField, message: status };
  if (change.kind !== 'close') return null;
  if (subject.encumbrances > 0)
    return {
      field: accountField,
      message: HOLDER_STATUS_MESSAGES.encumbered(subject.accountNumber, subject.encumbrances),
    };
  if (subject.heldShares > 0n)
    return {
      field: accountField,
      message: HOLDER_STATUS_MESSAGES.holdsShares(
        subject.accountNumber,
        subject.heldCompanies,
        subject.heldShares,
      ),
    };
  return null;
}

/** The status name of 000 §3, for ledger entries and messages. */
export const HOLDER_STATUS_NAMES: Readonly<Record<number, string>> = {
  0: '未开户',
  1: '正常',
  2: '销户',
  3: '冻结',
};
