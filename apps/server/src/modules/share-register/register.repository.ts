import type { Encumbrance, Holding, HoldingRef, RegisterEventType } from '@rer/domain';
import { and, asc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { company } from '../../db/schema-identity.js';
import { encumbrance, holding, registerEvent } from '../../db/schema-register.js';
import { type Executor, rows, type Tx } from '../../platform/db/database.js';
import type { StoredEventRow } from './event-codec.js';

/** Locks the company row for the rest of the transaction: one register event at a time per company. */
export async function lockCompany(
  tx: Tx,
  tenantId: string,
  companyId: string,
): Promise<{ issuedShares: bigint; name: string } | null> {
  const found = await rows<{ total_issued_shares: string; name: string }>(
    tx,
    sql`select total_issued_shares, name from company
        where uuid = ${companyId} and tenant_id = ${tenantId} for update`,
  );
  const row = found[0];
  return row ? { issuedShares: BigInt(row.total_issued_shares), name: row.name } : null;
}

export async function findCompany(tx: Executor, tenantId: string, companyId: string) {
  const found = await tx
    .select({ name: company.name, issuedShares: company.totalIssuedShares })
    .from(company)
    .where(and(eq(company.uuid, companyId), eq(company.tenantId, tenantId)));
  return found[0] ?? null;
}

export async function setIssuedShares(tx: Tx, companyId: string, issuedShares: bigint): Promise<void> {
  await tx
    .update(company)
    .set({ totalIssuedShares: issuedShares, updatedAt: sql`now()`, version: sql`${company.version} + 1` })
    .where(eq(company.uuid, companyId));
}

export async function findLastEvent(tx: Executor, companyId: string) {
  const found = await tx
    .select({ seq: registerEvent.seq, occurredAt: registerEvent.occurredAt })
    .from(registerEvent)
    .where(eq(registerEvent.companyId, companyId))
    .orderBy(sql`${registerEvent.seq} desc`)
    .limit(1);
  return found[0] ?? null;
}

export async function findEventIdBySeq(tx: Executor, companyId: string, seq: number): Promise<bigint | null> {
  const found = await tx
    .select({ id: registerEvent.id })
    .from(registerEvent)
    .where(and(eq(registerEvent.companyId, companyId), eq(registerEvent.seq, seq)));
  return found[0]?.id ?? null;
}

/** The company's events in register order, optionally only those effective up to an instant. */
export async function listEvents(tx: Executor, companyId: string, until?: string): Promise<StoredEventRow[]> {
  const where = until
    ? and(eq(registerEvent.companyId, companyId), lte(registerEvent.occurredAt, until))
    : eq(registerEvent.companyId, companyId);
  return tx
    .select({
      seq: registerEvent.seq,
      occurredAt: registerEvent.occurredAt,
      payload: registerEvent.payload,
      basisKind: registerEvent.basisKind,
      basisReference: registerEvent.basisReference,
    })
    .from(registerEvent)
    .where(where)
    .orderBy(asc(registerEvent.seq));
}

export interface NewEventRow {
  tenantId: string;
  companyId: string;
  seq: number;
  eventType: RegisterEventType;
  occurredAt: string;
  payload: Record<string, unknown>;
  basisKind: 'application' | 'court' | 'contract' | 'other';
  basisReference: string;
  bizSn: string | null;
  actorId: string | null;
  reversesEventId: bigint | null;
  reason: string | null;
}

export async function insertEvent(tx: Tx, row: NewEventRow): Promise<bigint> {
  const [inserted] = await tx.insert(registerEvent).values(row).returning({ id: registerEvent.id });
  return inserted!.id;
}

/** The columns of a holding every holding read selects. */
export const holdingColumns = {
  holderId: holding.holderId,
  shareNature: holding.shareNature,
  held: holding.held,
  pledged: holding.pledged,
  frozen: holding.frozen,
  locked: holding.locked,
};

function refsWhere(companyId: string, refs: HoldingRef[]) {
  const pairs = refs.map((r) =>
    and(eq(holding.holderId, r.holderId), eq(holding.shareNature, r.shareNature)),
  );
  return and(eq(holding.companyId, companyId), or(...pairs));
}

/** The holdings an event touches, locked for update (the company lock already serialises events). */
export async function lockHoldings(tx: Tx, companyId: string, refs: HoldingRef[]): Promise<Holding[]> {
  if (refs.length === 0) return [];
  return tx.select(holdingColumns).from(holding).where(refsWhere(companyId, refs)).for('update');
}

export async function listHoldings(tx: Executor, companyId: string): Promise<Holding[]> {
  return tx.select(holdingColumns).from(holding).where(eq(holding.companyId, companyId));
}

export const encumbranceColumns = {
  seq: encumbrance.createdSeq,
  holderId: encumbrance.holderId,
  shareNature: encumbrance.shareNature,
  kind: encumbrance.kind,
  status: encumbrance.status,
  quantity: encumbrance.quantity,
  originalQuantity: encumbrance.originalQuantity,
  partyName: encumbrance.partyName,
  partyCertType: encumbrance.partyCertType,
  partyCertificateNo: encumbrance.partyCertificateNo,
  documentNo: encumbrance.documentNo,
  startsOn: encumbrance.startsOn,
  endsOn: encumbrance.endsOn,
  lastSeq: encumbrance.lastSeq,
};

/** Encumbrances not yet released on the given holdings, plus those named by seq; locked. */
export async function lockEncumbrances(
  tx: Tx,
  companyId: string,
  options: { refs: HoldingRef[]; seqs: number[] },
): Promise<Encumbrance[]> {
  const onHoldings = options.refs.map((r) =>
    and(
      eq(encumbrance.holderId, r.holderId),
      eq(encumbrance.shareNature, r.shareNature),
      ne(encumbrance.status, 'released'),
    ),
  );
  const named = options.seqs.length > 0 ? [inArray(encumbrance.createdSeq, options.seqs)] : [];
  if (onHoldings.length + named.length === 0) return [];
  return tx
    .select(encumbranceColumns)
    .from(encumbrance)
    .where(and(eq(encumbrance.companyId, companyId), or(...onHoldings, ...named)))
    .for('update');
}

export async function listEncumbrances(tx: Executor, companyId: string): Promise<Encumbrance[]> {
  return tx.select(encumbranceColumns).from(encumbrance).where(eq(encumbrance.companyId, companyId));
}

/**
 * Writes changed holdings: one statement per 20,000 rows, the rows as one JSON parameter
 * (quantities as decimal strings, exact), so an initial registration of 100,000 holders is a
 * handful of statements rather than 100,000.
 */
export async function upsertHoldings(
  tx: Tx,
  key: { tenantId: string; companyId: string; eventId: bigint },
  holdings: Holding[],
  /** The event that last changed each holding when several were recorded at once (else `key.eventId`). */
  eventIdOf: (h: Holding) => bigint = () => key.eventId,
): Promise<void> {
  for (let from = 0; from < holdings.length; from += 20_000) {
    const json = JSON.stringify(
      holdings.slice(from, from + 20_000).map((h) => ({
        h: h.holderId,
        n: h.shareNature,
        held: h.held.toString(),
        p: h.pledged.toString(),
        f: h.frozen.toString(),
        l: h.locked.toString(),
        e: eventIdOf(h).toString(),
      })),
    );
    await tx.execute(sql`insert into holding (tenant_id, company_id, holder_id, share_nature, held, available,
                                             pledged, frozen, locked, last_event_id)
      select ${key.tenantId}, ${key.companyId}::uuid, k.h, k.n, k.held, k.held - k.p - k.f - k.l, k.p, k.f, k.l,
             k.e
      from jsonb_to_recordset(${json}::jsonb) as k(h uuid, n text, held bigint, p bigint, f bigint, l bigint, e bigint)
      on conflict (company_id, holder_id, share_nature) do update set
        held = excluded.held, available = excluded.available, pledged = excluded.pledged,
        frozen = excluded.frozen, locked = excluded.locked, last_event_id = excluded.last_event_id,
        version = holding.version + 1, updated_at = now()`);
  }
}

/** The `encumbrance` row of `e`, created by event `createdEventId` and last changed by `lastEventId`. */
export function encumbranceRow(
  key: { tenantId: string; companyId: string },
  e: Encumbrance,
  createdEventId: bigint,
  lastEventId: bigint,
) {
  return {
    tenantId: key.tenantId,
    companyId: key.companyId,
    createdSeq: e.seq,
    holderId: e.holderId,
    shareNature: e.shareNature,
    kind: e.kind,
    originalQuantity: e.originalQuantity,
    partyName: e.partyName,
    partyCertType: e.partyCertType,
    partyCertificateNo: e.partyCertificateNo,
    documentNo: e.documentNo,
    startsOn: e.startsOn,
    createdEventId,
    status: e.status,
    quantity: e.quantity,
    endsOn: e.endsOn,
    lastSeq: e.lastSeq,
    lastEventId,
  };
}

export async function upsertEncumbrance(
  tx: Tx,
  key: { tenantId: string; companyId: string; eventId: bigint },
  e: Encumbrance,
): Promise<void> {
  await tx
    .insert(encumbrance)
    .values(encumbranceRow(key, e, key.eventId, key.eventId))
    .onConflictDoUpdate({
      target: [encumbrance.companyId, encumbrance.createdSeq],
      set: {
        status: e.status,
        quantity: e.quantity,
        endsOn: e.endsOn,
        lastSeq: e.lastSeq,
        lastEventId: key.eventId,
        version: sql`${encumbrance.version} + 1`,
        updatedAt: sql`now()`,
      },
    });
}

/** Holder accounts of the tenant among `ids` that may receive shares (they exist and are not closed). */
export async function findReceivingHolders(
  tx: Executor,
  tenantId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  // One JSON parameter (an initial registration names every holder): one query, not one per
  // 5,000 bind parameters, each of which PostgreSQL had to parse and plan as a long IN list.
  const found = await rows<{ uuid: string }>(
    tx,
    sql`select h.uuid from holder_account h
        where h.tenant_id = ${tenantId} and h.status <> 2
          and h.uuid in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`,
  );
  return new Set(found.map((r) => r.uuid));
}
