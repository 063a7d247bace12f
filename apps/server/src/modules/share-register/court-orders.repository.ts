import { sql } from 'drizzle-orm';
import { type Executor, rows } from '../../platform/db/database.js';

/**
 * The register's reads behind judicial assistance (550060 / 550300, ADR 73): the company a court
 * order names by its security code (托管代码), and the freezes a later order names by the document
 * number of the order that made them. Read-only: the register writes through `recordRegisterEvent`,
 * which checks the freeze again under the company lock.
 */
export async function findCompanyByCode(tx: Executor, tenantId: string, code: string) {
  const found = await rows<{ uuid: string; name: string; code: string }>(
    tx,
    sql`select uuid, name, code from company where tenant_id = ${tenantId} and code = ${code}`,
  );
  return found[0] ?? null;
}

export interface CourtFreeze {
  seq: number;
  kind: 'freeze' | 'queuedFreeze';
  status: 'active' | 'queued';
  quantity: bigint;
  endsOn: string | null;
}

/** The freezes and queued freezes of one holding made by that document and not yet released. */
export async function findCourtFreezes(
  tx: Executor,
  ref: { companyId: string; holderId: string; shareNature: string; documentNo: string },
): Promise<CourtFreeze[]> {
  const found = await rows<{
    seq: string;
    kind: string;
    status: string;
    quantity: string;
    ends_on: string | null;
  }>(
    tx,
    sql`select created_seq::text as seq, kind, status, quantity::text as quantity, ends_on::text as ends_on
        from encumbrance
        where company_id = ${ref.companyId} and holder_id = ${ref.holderId}::uuid
          and share_nature = ${ref.shareNature} and document_no = ${ref.documentNo}
          and kind in ('freeze', 'queuedFreeze') and status <> 'released'
        order by created_seq`,
  );
  return found.map((r) => ({
    seq: Number(r.seq),
    kind: r.kind as CourtFreeze['kind'],
    status: r.status as CourtFreeze['status'],
    quantity: BigInt(r.quantity),
    endsOn: r.ends_on,
  }));
}
