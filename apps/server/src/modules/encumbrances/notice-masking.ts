/**
 * What an announcement may say about the people in it (ADR 75). The public sees who encumbered
 * which shares of which company, as 国家企业信用信息公示系统 shows pledges and judicial assistance:
 * institutions by name and code, persons by surname only, and never a person's ID number in full.
 */

/** Person certificate types (personCertType 1–9); institutions' are 11–19 (organTypeValidator). */
const PERSON_CERT_TYPE = /^[1-9]$/;
/** Endings that name an institution when a pledgee's certificate type was not recorded. */
const INSTITUTION_ENDING =
  /(银行|公司|企业|中心|集团|合作社|事务所|法院|分行|支行|基金|信托|协会|局|厅|委员会)$/;

/** 张三 → 张*, 欧阳娜娜 → 欧***: the first character and one star per other character. */
export function maskPersonName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/** A holder's name: a person's (organType 2) masked, an institution's or product's as registered. */
export function publicHolderName(name: string, organType: number): string {
  return organType === 2 ? maskPersonName(name) : name;
}

/**
 * A pledgee's name: shown when its certificate type is an institution's, or, with no type recorded,
 * when the name ends as an institution's does; otherwise treated as a person's and masked.
 */
export function publicPartyName(name: string | null, certType: string | null): string | null {
  if (name === null) return null;
  if (certType !== null) return PERSON_CERT_TYPE.test(certType) ? maskPersonName(name) : name;
  return INSTITUTION_ENDING.test(name.trim()) ? name : maskPersonName(name);
}
