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
