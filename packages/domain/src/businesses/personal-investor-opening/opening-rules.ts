/**
 * The rules of 550130 投资者开户（个人）that need no storage (ADR 61): the holder read from the
 * form, and the problems that refuse it at submit and at completion. The spec gives the field
 * messages (000 §5, through the form's shared validators); these refusals are the platform's own
 * (ADR 61), each naming its field.
 */
export const INVESTOR_OPENING_MESSAGES = {
  /** A person holds one personal registration account (ADR 61). */
  alreadyOpened: '该投资者已开立个人登记账户，不能重复开户',
  /** The applicant's login was registered under another real name or ID number. */
  nameMismatch: '须与注册时填写的真实姓名一致',
  certificateMismatch: '须与注册时填写的证件号码一致',
  /** A personal account is opened by a personal login (orgType 1), in the personal investor zone. */
  notPersonalLogin: '个人投资者开户须使用个人账号在个人投资者专区办理',
} as const;

/** The labels of the form's fields the problems name (form.json of the business). */
const LABELS = {
  holderName: '投资者姓名',
  certificateNo: '证件号码',
  applicant: '申请人',
} as const;

/** The contact and bank facts every investor opening's form carries (550130, 550131, 550132). */
export interface HolderContact {
  mobile: string;
  bankName: string;
  bankCard: string;
  address: string;
}

export interface PersonalHolder extends HolderContact {
  holderName: string;
  certType: string;
  /** Upper-case (the check character X), without surrounding spaces. */
  certificateNo: string;
}

/** A form value as trimmed text (numbers as written), '' for anything else. */
export const formText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The contact and bank facts of an opening's validated form. */
export function holderContactOf(form: Readonly<Record<string, unknown>>): HolderContact {
  return {
    mobile: formText(form.mobile),
    bankName: formText(form.bankName),
    bankCard: formText(form.bankCard),
    address: formText(form.address),
  };
}

/** The holder account's facts from the validated form. */
export function personalHolderOf(form: Readonly<Record<string, unknown>>): PersonalHolder {
  return {
    holderName: formText(form.holderName),
    certType: formText(form.certType) || '1',
    certificateNo: formText(form.certificateNo).toUpperCase(),
    ...holderContactOf(form),
  };
}

/** The applicant's login as registered (real name and ID number of /register), and its type. */
export interface RegisteredIdentity {
  realName: string;
  idNumber: string | null;
  /** 1 personal, 2 organisation (000 §3 orgType). */
  orgType: number;
}

/** The zone (landing mode, 000 §3) a personal opening is filed from. */
export const PERSONAL_OPENING_ZONE = 'personalholder';

/** A personal account not closed (status ≠ 2) of the applicant's login or of the same identity. */
export interface ExistingPersonalAccount {
  accountNumber: string;
  status: number;
}

export interface OpeningProblem {
  /** The field's label, as the 400 names it. */
  field: string;
  message: string;
}

/**
 * Why this person may not open the account, first problem first; null when nothing stands in the
 * way: a personal login filing from the personal investor zone, under its registered name and ID
 * number, with no personal account open or frozen. A closed account (status 2) does not count: its holder may open again.
 */
export function openingProblems(
  holder: PersonalHolder,
  registered: RegisteredIdentity & { zone: string },
  existing: readonly ExistingPersonalAccount[],
): OpeningProblem | null {
  if (registered.orgType !== 1 || registered.zone !== PERSONAL_OPENING_ZONE)
    return { field: LABELS.applicant, message: INVESTOR_OPENING_MESSAGES.notPersonalLogin };
  if (registered.realName !== '' && registered.realName !== holder.holderName)
    return { field: LABELS.holderName, message: INVESTOR_OPENING_MESSAGES.nameMismatch };
  const registeredId = registered.idNumber?.trim().toUpperCase() ?? '';
  if (registeredId !== '' && registeredId !== holder.certificateNo)
    return { field: LABELS.certificateNo, message: INVESTOR_OPENING_MESSAGES.certificateMismatch };
  if (existing.some((a) => a.status !== 2))
    return { field: LABELS.certificateNo, message: INVESTOR_OPENING_MESSAGES.alreadyOpened };
  return null;
}
