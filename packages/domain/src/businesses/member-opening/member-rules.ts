import { sameRowsMessage } from '../../same-rows.js';

/**
 * The rules of the member institution's businesses that need no storage (ADR 65): 550012 会员开户
 * and 550020 会员信息变更 share one form — the member's facts, its qualification (001 §6 member
 * mode: the intermediary default, no added rows) and the member-company table (001 §3.4, §5.4).
 * The spec gives the table's rule (isSendMsg required, disabled without jbrPhone) and the
 * repeated-rows tail (002 §5); the other refusals are the platform's own, each naming its field.
 */
export const MEMBER_MESSAGES = {
  notMemberLogin: '会员业务须使用会员账号在会员专区办理',
  alreadyOpened: '该账号已开立会员账户，不能重复开户',
  notOpened: '该账号尚未开立会员账户，请先办理会员开户',
  creditCodeTaken: '该统一社会信用代码已开立会员账户',
  companyMissing: '企业不存在',
  sendMsgRequired: '请选择是否发送销户通知',
  sendMsgWithoutPhone: '未填写经办人联系方式，不能选择发送销户通知',
} as const;

/** The labels the refusals name (the form.json of both businesses). */
export const MEMBER_LABELS = {
  applicant: '申请人',
  memberName: '会员名称',
  creditCode: '统一社会信用代码',
  memberCompanies: '合作企业',
  companyName: '企业名称',
  isSendMsg: '是否发送会员销户通知',
} as const;

/** The zone (landing mode) a member institution files from (002 §1). */
export const MEMBER_ZONE = 'member';

export interface MemberFacts {
  memberName: string;
  /** Upper-case 统一社会信用代码. */
  creditCode: string;
  legalRepresentative: string;
  contactName: string;
  contactPhone: string;
  email: string;
  address: string;
}

/** One row of the member-company table (001 §3.4). */
export interface MemberCompanyRow {
  companyName: string;
  jbrName: string;
  jbrPhone: string;
  /** 1 send the member-account-closure notice, 0 not (001 §3.4). */
  isSendMsg: 0 | 1;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The member's facts from the validated form (names without spaces, 001 §5.20). */
export function memberFactsOf(form: Readonly<Record<string, unknown>>): MemberFacts {
  return {
    memberName: text(form.memberName).replace(/\s+/g, ''),
    creditCode: text(form.creditCode).toUpperCase(),
    legalRepresentative: text(form.legalRepresentative),
    contactName: text(form.contactName),
    contactPhone: text(form.contactPhone),
    email: text(form.email),
    address: text(form.address),
  };
}

/** The table's rows from the form (companyName without spaces, 001 §5.20). */
export function memberCompanyRowsOf(form: Readonly<Record<string, unknown>>): MemberCompanyRow[] {
  const value = form.memberCompanies;
  if (!Array.isArray(value)) return [];
  return value.map((raw) => {
    const row = (raw ?? {}) as Record<string, unknown>;
    return {
      companyName: text(row.companyName).replace(/\s+/g, ''),
      jbrName: text(row.jbrName),
      jbrPhone: text(row.jbrPhone),
      isSendMsg: text(row.isSendMsg) === '1' ? 1 : 0,
    };
  });
}

export interface MemberProblem {
  field: string;
  message: string;
}

/**
 * 001 §5.4: isSendMsg is required and cannot be 1 without jbrPhone (the control is disabled);
 * a company appears once (002 §5's tail). Problems read `第N行【列名】…` as the table checks do.
 */
export function memberCompanyProblems(form: Readonly<Record<string, unknown>>): MemberProblem[] {
  const raw = Array.isArray(form.memberCompanies) ? (form.memberCompanies as unknown[]) : [];
  const rows = memberCompanyRowsOf(form);
  const problems: MemberProblem[] = [];
  const field = MEMBER_LABELS.memberCompanies;
  rows.forEach((row, i) => {
    const given = text(((raw[i] ?? {}) as Record<string, unknown>).isSendMsg);
    const at = `第${i + 1}行【${MEMBER_LABELS.isSendMsg}】`;
    if (given !== '0' && given !== '1')
      problems.push({ field, message: `${at}${MEMBER_MESSAGES.sendMsgRequired}` });
    else if (row.isSendMsg === 1 && row.jbrPhone === '')
      problems.push({ field, message: `${at}${MEMBER_MESSAGES.sendMsgWithoutPhone}` });
  });
  const seen = new Map<string, number[]>();
  rows.forEach((row, i) => {
    seen.set(row.companyName, [...(seen.get(row.companyName) ?? []), i + 1]);
  });
  for (const [, at] of seen)
    if (at.length > 1)
      problems.push({ field, message: `${MEMBER_LABELS.companyName}${sameRowsMessage(at)}` });
  return problems;
}

/** A cooperation binding as stored (active ones only are compared). */
export interface CooperationBinding {
  companyId: string;
  companyName: string;
  jbrName: string | null;
  jbrPhone: string | null;
  isSendMsg: 0 | 1;
}

export interface CooperationChanges {
  /** Rows naming a company not bound yet: bind. */
  bind: MemberCompanyRow[];
  /** Rows naming a company already bound: keep, with the row's handler and flag. */
  keep: MemberCompanyRow[];
  /** Bound companies the table no longer names: end (and notify when their isSendMsg is 1). */
  end: CooperationBinding[];
}

/** What completing the table changes against the member's active bindings. */
export function cooperationChanges(
  current: readonly CooperationBinding[],
  rows: readonly MemberCompanyRow[],
): CooperationChanges {
  const named = new Set(rows.map((r) => r.companyName));
  const bound = new Set(current.map((c) => c.companyName));
  return {
    bind: rows.filter((r) => !bound.has(r.companyName)),
    keep: rows.filter((r) => bound.has(r.companyName)),
    end: current.filter((c) => !named.has(c.companyName)),
  };
}

/** The ended binding's notice goes by SMS only when its isSendMsg is 1 and it has a phone. */
export function endsWithNotice(binding: CooperationBinding): boolean {
  return binding.isSendMsg === 1 && (binding.jbrPhone ?? '') !== '';
}

/** A member code (custno): HY and 10 random digits (unique per tenant by the table's key). */
export function newMemberCode(random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < 10; i += 1) digits += String(Math.floor(random() * 10) % 10);
  return `HY${digits}`;
}

export const MEMBER_CODE_PATTERN = /^HY\d{10}$/;
