import type { Encumbrance, Holding } from '@rer/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { company, holderAccount } from '../../db/schema-identity.js';
import { encumbrance, holding } from '../../db/schema-register.js';
import type { Executor } from '../../platform/db/database.js';
import { encumbranceColumns } from './register.repository.js';

export interface HolderSummary {
  uuid: string;
  accountNumber: string;
  holderName: string;
  organType: number;
}

export async function findHolderSummaries(
  tx: Executor,
  tenantId: string,
  ids: string[],
): Promise<HolderSummary[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      uuid: holderAccount.uuid,
      accountNumber: holderAccount.accountNumber,
      holderName: holderAccount.holderName,
      organType: holderAccount.organType,
    })
    .from(holderAccount)
    .where(and(eq(holderAccount.tenantId, tenantId), inArray(holderAccount.uuid, ids)));
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
      holderId: holding.holderId,
      shareNature: holding.shareNature,
      held: holding.held,
      pledged: holding.pledged,
      frozen: holding.frozen,
      locked: holding.locked,
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
