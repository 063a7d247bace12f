import { and, eq, inArray, sql } from 'drizzle-orm';
import { company, holderAccount } from '../../db/schema-identity.js';
import { registerEvent } from '../../db/schema-register.js';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';

export interface CompanyHeader {
  name: string;
  shortName: string | null;
  creditCode: string | null;
  issuedShares: bigint;
  /** Legal time of the last event (epoch ms), null without a register. */
  lastOccurredMs: number | null;
}

export async function findCompanyHeader(
  tx: Executor,
  tenantId: string,
  companyId: string,
): Promise<CompanyHeader | null> {
  const found = await tx
    .select({
      name: company.name,
      shortName: company.shortName,
      creditCode: company.creditCode,
      issuedShares: company.totalIssuedShares,
      lastOccurredMs: sql<
        number | null
      >`(select (extract(epoch from max(${registerEvent.occurredAt})) * 1000)::float8
        from ${registerEvent} where ${registerEvent.companyId} = ${company.uuid})`,
    })
    .from(company)
    .where(and(eq(company.uuid, companyId), eq(company.tenantId, tenantId)));
  const row = found[0];
  return row
    ? { ...row, lastOccurredMs: row.lastOccurredMs === null ? null : Number(row.lastOccurredMs) }
    : null;
}

/** A line of the register: a holding with its holder's identity. Quantities are exact. */
export interface RegisterLine {
  holderId: string;
  accountNumber: string;
  holderName: string;
  organType: number;
  certType: string;
  certificateNo: string;
  shareNature: string;
  held: bigint;
  pledged: bigint;
  frozen: bigint;
  locked: bigint;
}

interface LineRow {
  holder_id: string;
  account_number: string;
  holder_name: string;
  organ_type: number;
  cert_type: string;
  certificate_no: string;
  share_nature: string;
  held: string;
  pledged: string;
  frozen: string;
  locked: string;
}

const toLine = (r: LineRow): RegisterLine => ({
  holderId: r.holder_id,
  accountNumber: r.account_number,
  holderName: r.holder_name,
  organType: Number(r.organ_type),
  certType: r.cert_type,
  certificateNo: r.certificate_no,
  shareNature: r.share_nature,
  held: BigInt(r.held),
  pledged: BigInt(r.pledged),
  frozen: BigInt(r.frozen),
  locked: BigInt(r.locked),
});

/** Non-empty holdings of the company and the holder accounts among them. */
export async function countHoldingLines(
  tx: Executor,
  companyId: string,
): Promise<{ lines: number; holders: number }> {
  const found = await rows<{ lines: string; holders: string }>(
    tx,
    sql`select count(*)::text as lines, count(distinct holder_id)::text as holders
        from holding where company_id = ${companyId} and held > 0`,
  );
  return { lines: Number(found[0]?.lines ?? 0), holders: Number(found[0]?.holders ?? 0) };
}

/**
 * The company's non-empty holdings with their holders, largest first, read through a cursor in
 * the caller's transaction `batch` rows at a time: memory stays flat for any register size.
 */
export async function* streamHoldingLines(
  tx: Tx,
  companyId: string,
  batch = 2_000,
): AsyncGenerator<RegisterLine> {
  await tx.execute(sql`declare register_lines no scroll cursor for
    select h.holder_id, a.account_number, a.holder_name, a.organ_type, a.cert_type, a.certificate_no,
           h.share_nature, h.held::text, h.pledged::text, h.frozen::text, h.locked::text
    from holding h join holder_account a on a.uuid = h.holder_id
    where h.company_id = ${companyId} and h.held > 0
    order by h.held desc, a.account_number, h.share_nature`);
  try {
    for (;;) {
      const found = await rows<LineRow>(tx, sql.raw(`fetch forward ${Number(batch)} from register_lines`));
      for (const r of found) yield toLine(r);
      if (found.length < batch) return;
    }
  } finally {
    await tx.execute(sql`close register_lines`);
  }
}

export interface HolderIdentity {
  uuid: string;
  accountNumber: string;
  holderName: string;
  organType: number;
  certType: string;
  certificateNo: string;
}

/** Holder identities by id, 5,000 ids per query (bind parameters are limited). */
export async function findHolderIdentities(
  tx: Executor,
  tenantId: string,
  ids: string[],
): Promise<HolderIdentity[]> {
  const out: HolderIdentity[] = [];
  for (let from = 0; from < ids.length; from += 5_000) {
    const found = await tx
      .select({
        uuid: holderAccount.uuid,
        accountNumber: holderAccount.accountNumber,
        holderName: holderAccount.holderName,
        organType: holderAccount.organType,
        certType: holderAccount.certType,
        certificateNo: holderAccount.certificateNo,
      })
      .from(holderAccount)
      .where(
        and(eq(holderAccount.tenantId, tenantId), inArray(holderAccount.uuid, ids.slice(from, from + 5_000))),
      );
    out.push(...found);
  }
  return out;
}
