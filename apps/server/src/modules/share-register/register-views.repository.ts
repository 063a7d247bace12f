import type { Encumbrance, Holding } from '@rer/domain';
import { and, eq, sql } from 'drizzle-orm';
import { company, holderAccount } from '../../db/schema-identity.js';
import { encumbrance, holding } from '../../db/schema-register.js';
import type { Executor } from '../../platform/db/database.js';
import { encumbranceColumns, holdingColumns } from './register.repository.js';

export interface HolderSummary {
  uuid: string;
  accountNumber: string;
  holderName: string;
  organType: number;
}

/** Holder summaries by id: one array parameter per 50,000 ids, never one bind parameter per holder. */
export async function findHolderSummaries(
  tx: Executor,
  tenantId: string,
  ids: string[],
): Promise<HolderSummary[]> {
  const out: HolderSummary[] = [];
  for (let from = 0; from < ids.length; from += 50_000) {
    const chunk = `{${ids.slice(from, from + 50_000).join(',')}}`;
    out.push(
      ...(await tx
        .select({
          uuid: holderAccount.uuid,
          accountNumber: holderAccount.accountNumber,
          holderName: holderAccount.holderName,
          organType: holderAccount.organType,
        })
        .from(holderAccount)
        .where(
          and(eq(holderAccount.tenantId, tenantId), sql`${holderAccount.uuid} = any(${chunk}::uuid[])`),
        )),
    );
  }
  return out;
}

export type HolderHolding = Holding & { companyId: string; companyName: string };

/** Every non-empty holding of one holder account, with the company's name. */
export async function listHoldingsOfHolder(
  tx: Executor,
  tenantId: string,
  holderId: string,
): Promise<HolderHolding[]> {
  return tx
    .select({
      companyId: holding.companyId,
      companyName: company.name,
      ...holdingColumns,
    })
    .from(holding)
    .innerJoin(company, eq(company.uuid, holding.companyId))
    .where(and(eq(holding.tenantId, tenantId), eq(holding.holderId, holderId), sql`${holding.held} > 0`));
}

export type HolderEncumbrance = Encumbrance & { companyId: string };

export async function listEncumbrancesOfHolder(
  tx: Executor,
  tenantId: string,
  holderId: string,
): Promise<HolderEncumbrance[]> {
  return tx
    .select({ companyId: encumbrance.companyId, ...encumbranceColumns })
    .from(encumbrance)
    .where(and(eq(encumbrance.tenantId, tenantId), eq(encumbrance.holderId, holderId)));
}

/**
 * The (company, holder) pairs marked 未确权 (`rights_confirmation.confirmed = 0`, kept by the
 * workflow's rights rules; no row means nothing outstanding), as `companyId:holderId` keys.
 */
export async function findUnconfirmed(
  tx: Executor,
  pairs: { companyId: string; holderId: string }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const found = (await tx.execute(
    sql`select r.company_id::text as "companyId", r.holder_id::text as "holderId"
        from rights_confirmation r
        join jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as k("companyId" uuid, "holderId" uuid)
          on r.company_id = k."companyId" and r.holder_id = k."holderId"
        where r.confirmed = 0`,
  )) as unknown as { rows: { companyId: string; holderId: string }[] };
  return new Set(found.rows.map((r) => `${r.companyId}:${r.holderId}`));
}
