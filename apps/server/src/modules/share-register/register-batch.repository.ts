import type { Encumbrance } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { encumbrance, registerEvent } from '../../db/schema-register.js';
import type { Tx } from '../../platform/db/database.js';
import { encumbranceRow, type NewEventRow } from './register.repository.js';

// Several register events of one company written at once (ADR 48): multi-row statements, in
// chunks that stay well below the 65,535 bind parameters of a statement.
const CHUNK = 1_000;

/**
 * Inserts events in seq order (a multi-row VALUES inserts its rows in order, and the sequence
 * trigger of each row sees the rows before it); answers their ids in the same order.
 */
export async function insertEvents(tx: Tx, events: NewEventRow[]): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (let from = 0; from < events.length; from += CHUNK) {
    const inserted = await tx
      .insert(registerEvent)
      .values(events.slice(from, from + CHUNK))
      .returning({ id: registerEvent.id, seq: registerEvent.seq });
    const bySeq = new Map(inserted.map((r) => [Number(r.seq), r.id]));
    for (const e of events.slice(from, from + CHUNK)) ids.push(bySeq.get(e.seq)!);
  }
  return ids;
}

/** `upsertEncumbrance` of several encumbrances, each with the events that created and last changed it. */
export async function upsertEncumbrances(
  tx: Tx,
  key: { tenantId: string; companyId: string },
  changed: { encumbrance: Encumbrance; createdEventId: bigint; lastEventId: bigint }[],
): Promise<void> {
  for (let from = 0; from < changed.length; from += CHUNK) {
    const values = changed
      .slice(from, from + CHUNK)
      .map(({ encumbrance: e, createdEventId, lastEventId }) =>
        encumbranceRow(key, e, createdEventId, lastEventId),
      );
    await tx
      .insert(encumbrance)
      .values(values)
      .onConflictDoUpdate({
        target: [encumbrance.companyId, encumbrance.createdSeq],
        set: {
          status: sql`excluded.status`,
          quantity: sql`excluded.quantity`,
          endsOn: sql`excluded.ends_on`,
          lastSeq: sql`excluded.last_seq`,
          lastEventId: sql`excluded.last_event_id`,
          version: sql`${encumbrance.version} + 1`,
          updatedAt: sql`now()`,
        },
      });
  }
}
