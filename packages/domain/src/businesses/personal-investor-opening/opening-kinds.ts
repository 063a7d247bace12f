/**
 * The four investor-opening appIds of 002 §2.3 and what each opens (ADR 61): the holder type code
 * of 000 §3 (1 institution, 2 personal, 3 product) and the zone (landing mode) of 000 §3, §6 it is
 * reached from. 550131 and 550132 are the orgholder mode of 001 §6; 550130 is the only one of the
 * /newInvestor routes taking landingMode that 001 does not name, the personal one. 550136 is
 * reached without a zone, from the opening guide after registration (ADR 41).
 */
export interface InvestorOpeningKind {
  appId: string;
  /** 000 §3 holder type code of the account it opens; null when the applicant chooses. */
  organType: 1 | 2 | 3 | null;
  /** The zone whose 业务办理 offers it; null when no zone does. */
  landingMode: 'personalholder' | 'orgholder' | 'productholder' | null;
}

export const INVESTOR_OPENING_KINDS: readonly InvestorOpeningKind[] = [
  { appId: '550130', organType: 2, landingMode: 'personalholder' },
  { appId: '550131', organType: 1, landingMode: 'orgholder' },
  { appId: '550132', organType: 3, landingMode: 'productholder' },
  { appId: '550136', organType: null, landingMode: null },
];

export function investorOpeningKindOf(appId: string): InvestorOpeningKind | null {
  return INVESTOR_OPENING_KINDS.find((k) => k.appId === appId) ?? null;
}

/** 000 §3 holder type code 2: a natural person. */
export const PERSONAL_HOLDER_ORGAN_TYPE = 2;

/**
 * The registration account number of an account opened by a business: `R` and 14 digits, the
 * form the register's import gives accounts it opens (unique per tenant by the table's key).
 */
export const HOLDER_ACCOUNT_NUMBER_PATTERN = /^R\d{14}$/;

/** The account number of 14 random digits (the caller's source, e.g. node:crypto randomInt). */
export function newHolderAccountNumber(randomDigit: () => number): string {
  let digits = '';
  for (let i = 0; i < 14; i += 1) {
    const d = randomDigit();
    if (!Number.isInteger(d) || d < 0 || d > 9) throw new RangeError(`not a digit: ${d}`);
    digits += String(d);
  }
  return `R${digits}`;
}
