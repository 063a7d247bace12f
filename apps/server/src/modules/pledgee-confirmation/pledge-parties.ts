/**
 * The pledge's parties as the 550063 form holds them (001 §3.9): the pledgee props zqrName,
 * zqrCertType, zqrCertno, zqrType, zqrMobile, and the pledgor's row (holderName, natureOfInvestor,
 * pledgeShares). The declaration may keep them at the top of the form or in its rows (pledgeInfo):
 * the first object holding zqrMobile is the pledge, wherever it sits. Pure (ADR 72).
 */
export interface PledgeParties {
  pledgeeName: string;
  pledgeeCertType: string;
  pledgeeCertNo: string;
  pledgeeMobile: string;
  pledgorName: string;
  /** The pledgor's certificate number (idNumber of the row). */
  pledgorCertNo: string;
  /** The pledgor's mobile for signing: czrMobile, else the mailing receiverMobile ('' when none). */
  pledgorMobile: string;
  /** 1 institution, 2 individual, other product (001 §9); '' when the form does not say. */
  pledgorNature: string;
  /** Σ pledgeShares of the rows naming this pledgee, as digits; null when the form gives none. */
  quantity: string | null;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function rowsWithPledgee(value: unknown, found: Row[] = []): Row[] {
  if (Array.isArray(value)) for (const item of value) rowsWithPledgee(item, found);
  else if (value && typeof value === 'object') {
    const row = value as Row;
    if (text(row.zqrMobile) !== '') found.push(row);
    else for (const inner of Object.values(row)) rowsWithPledgee(inner, found);
  }
  return found;
}

function sumShares(rows: Row[]): string | null {
  let total = 0n;
  let any = false;
  for (const row of rows) {
    const raw = row.pledgeShares;
    const digits = typeof raw === 'number' ? String(raw) : text(raw);
    if (!/^\d{1,20}$/.test(digits)) continue;
    total += BigInt(digits);
    any = true;
  }
  return any ? total.toString() : null;
}

/** The pledge's parties, or null when the form names no pledgee mobile (nothing to confirm). */
export function pledgePartiesOf(form: Record<string, unknown>): PledgeParties | null {
  const rows = rowsWithPledgee(form);
  const first = rows[0];
  if (!first) return null;
  const same = rows.filter((r) => text(r.zqrCertno) === text(first.zqrCertno));
  return {
    pledgeeName: text(first.zqrName),
    pledgeeCertType: text(first.zqrCertType),
    pledgeeCertNo: text(first.zqrCertno),
    pledgeeMobile: text(first.zqrMobile),
    pledgorName: text(first.holderName) || text(form.holderName),
    pledgorCertNo: text(first.idNumber) || text(form.idNumber),
    pledgorMobile:
      text(first.czrMobile) ||
      text(form.czrMobile) ||
      text(first.receiverMobile) ||
      text(form.receiverMobile),
    pledgorNature: text(first.natureOfInvestor) || text(form.natureOfInvestor),
    quantity: sumShares(same),
  };
}

/**
 * A name shown to the pledgee's link: an individual's keeps its first character (张**), an
 * institution's or product's stays whole (it is public on the register's announcements).
 */
export function maskPartyName(name: string, nature: string): string {
  if (nature === '1' || nature === '3') return name;
  const chars = [...name];
  if (chars.length <= 1) return '*';
  return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
