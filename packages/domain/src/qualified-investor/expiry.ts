/**
 * How long a completed certification stands (ADR 66): one year from its completion — the evidence
 * (net assets, financial assets, a product's filing) is a yearly figure; the investor certifies
 * again with new evidence. Our choice: the order sets no period.
 */
export const QUALIFICATION_VALID_MONTHS = 12;

export function qualificationExpiry(certifiedAt: Date): Date {
  const end = new Date(certifiedAt.getTime());
  end.setUTCMonth(end.getUTCMonth() + QUALIFICATION_VALID_MONTHS);
  // 29 February + 1 year rolls to 1 March in JavaScript; keep the last day of February instead.
  if (end.getUTCDate() !== certifiedAt.getUTCDate()) end.setUTCDate(0);
  return end;
}

/** 0 有效, 1 已过期, 2 未认证 (the session's investorExpireStatus, 000 §3). */
export type QualificationStatus = 0 | 1 | 2;

export const QUALIFICATION_STATUS_NAMES: Readonly<Record<QualificationStatus, string>> = {
  0: '有效',
  1: '已过期',
  2: '未认证',
};

export function qualificationStatus(expiresAt: Date | null, now: Date): QualificationStatus {
  if (expiresAt === null) return 2;
  return expiresAt.getTime() > now.getTime() ? 0 : 1;
}

/** Which certification (ADR 66) a registration account's holder type (000 §3: 1 机构, 2 个人, 3 产品) needs. */
export const CERTIFICATION_KIND_OF_ORGAN_TYPE = { 1: 'institution', 2: 'person', 3: 'product' } as const;

export type CertificationKindOfOrganType =
  (typeof CERTIFICATION_KIND_OF_ORGAN_TYPE)[keyof typeof CERTIFICATION_KIND_OF_ORGAN_TYPE];

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/**
 * The instant a qualification dated 有效期至 `YYYY-MM-DD` lapses: it stands through that whole day in
 * Beijing time, so it lapses at the next day's 00:00 (UTC+8), 16:00 UTC of the date itself. Null for a
 * text that is not a date.
 */
export function validThroughDayEnd(isoDate: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (!match) return null;
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  return new Date(midnightUtc - BEIJING_OFFSET_MS);
}

export interface InvestorExpiryFacts {
  /** investor_profile.qualification_expires_on of the account's opening (ADR 64), a Beijing date. */
  profileValidUntil: string | null;
  /** The expiry of the login's latest certification of the account's kind (ADR 66), if any. */
  certificationExpiresAt: Date | null;
}

/**
 * A registration account's investorExpireStatus (000 §3; ADR 69) from what is stored: the
 * qualification recorded by its opening and the latest certification of its kind. Any of them still
 * standing → 0 有效 (a renewal counts at once); some recorded, all lapsed → 1 已过期; none → 2 未认证.
 */
export function investorExpireStatus(facts: InvestorExpiryFacts, now: Date): QualificationStatus {
  const ends = [validThroughDayEnd(facts.profileValidUntil), facts.certificationExpiresAt].filter(
    (end): end is Date => end !== null,
  );
  if (ends.length === 0) return 2;
  return ends.some((end) => end.getTime() > now.getTime()) ? 0 : 1;
}
