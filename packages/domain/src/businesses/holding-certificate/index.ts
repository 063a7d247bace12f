import type { RegisterState } from '../../register/types.js';
import type { BusinessDefinition } from '../business.js';

/**
 * 550115 持股证明开具 (ADR 76): an investor (for its own registration account) or an enterprise
 * (for a holder of its register) asks for a certificate of a holding as it stood at the end of a
 * date; one review (审核), then the platform issues a signed PDF whose facts are an evidence-ledger
 * entry. The facts come from the register's as-of replay.
 */
export const HOLDING_CERTIFICATE_APP_ID = '550115';

export const holdingCertificate: BusinessDefinition = {
  appId: HOLDING_CERTIFICATE_APP_ID,
  key: 'holding-certificate',
  name: '持股证明开具',
  completionEffect: 'holdingCertificate',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};

/** One share nature of the holder on the certificate (quantities as integer strings). */
export interface CertificateLine {
  shareNature: string;
  held: string;
  pledged: string;
  frozen: string;
  locked: string;
  available: string;
}

export interface CertificateHolding {
  lines: CertificateLine[];
  total: Omit<CertificateLine, 'shareNature'>;
  /** The company's issued shares on that date, and the holder's ratio of them (percent, 4 decimals). */
  issuedShares: string;
  ratio: string;
}

/** `part` of `whole` in percent cut to four decimals (002 §5's ratio precision). */
export function percentOf(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.0000';
  const scaled = (part * 1_000_000n) / whole;
  return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`;
}

/**
 * The holder's lines of a register state (the as-of replay): every share nature it holds on that
 * date, with what is pledged, frozen and locked. Null when it holds nothing then.
 */
export function certificateHolding(state: RegisterState, holderId: string): CertificateHolding | null {
  const held = [...state.holdings.values()]
    .filter((h) => h.holderId === holderId && h.held > 0n)
    .sort((a, b) => a.shareNature.localeCompare(b.shareNature));
  if (held.length === 0) return null;
  const sum = { held: 0n, pledged: 0n, frozen: 0n, locked: 0n };
  const lines = held.map((h) => {
    sum.held += h.held;
    sum.pledged += h.pledged;
    sum.frozen += h.frozen;
    sum.locked += h.locked;
    const available = h.held - h.pledged - h.frozen - h.locked;
    return {
      shareNature: h.shareNature,
      held: h.held.toString(),
      pledged: h.pledged.toString(),
      frozen: h.frozen.toString(),
      locked: h.locked.toString(),
      available: available.toString(),
    };
  });
  return {
    lines,
    total: {
      held: sum.held.toString(),
      pledged: sum.pledged.toString(),
      frozen: sum.frozen.toString(),
      locked: sum.locked.toString(),
      available: (sum.held - sum.pledged - sum.frozen - sum.locked).toString(),
    },
    issuedShares: state.issuedShares.toString(),
    ratio: percentOf(sum.held, state.issuedShares),
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The 证明日期 problem, if any: a real calendar date, not after today (China date). */
export function asOfDateProblem(asOf: unknown, today: string): string | null {
  const match = typeof asOf === 'string' ? DATE.exec(asOf) : null;
  if (!match) return '请选择证明日期';
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.toISOString().slice(0, 10) !== asOf) return '证明日期不是有效日期';
  if ((asOf as string) > today) return '证明日期不能晚于今天';
  return null;
}

/** 持股证明编号: CGZM + the issue date (yyyymmdd) + 10 random digits (not guessable in sequence). */
export function certificateNumber(issueDate: string, randomDigits: string): string {
  if (!/^\d{10}$/.test(randomDigits)) throw new Error('certificateNumber: ten digits expected');
  return `CGZM${issueDate.replaceAll('-', '')}${randomDigits}`;
}

export const isCertificateNumber = (value: unknown): value is string =>
  typeof value === 'string' && /^CGZM\d{18}$/.test(value);

/** The ledger entry kinds of a certificate: its facts at approval, its PDF when first produced. */
export const CERTIFICATE_LEDGER_KINDS = Object.freeze({
  facts: 'holdingCertificate.issued',
  document: 'holdingCertificate.document',
});
