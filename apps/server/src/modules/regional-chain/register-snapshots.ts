import { enqueueJob } from '../../platform/jobs.js';
import type { RegisterChange } from '../share-register/index.js';
import { readRegisterFacts } from './register-facts.repository.js';
import { type PositionFact, registerIntents } from './register-intents.js';
import { changeMovements, movementLookups } from './register-movements.js';
import { writeSnapshots } from './write-snapshots.js';

/**
 * Above this many changed positions (an initial registration of a big register) the 登记 objects
 * are written by the backfill job right after the commit instead of inside the transaction: sealing
 * 100,000 snapshots would hold the register's lock for a minute (ADR 77).
 */
export const INLINE_POSITION_LIMIT = 500;
export const CHAIN_BACKFILL_QUEUE = 'regional-chain.backfill';

/** The register's listener (`onRegisterChange`): the change's objects in its own transaction. */
export async function snapshotRegisterChange(change: RegisterChange): Promise<void> {
  const { tx, tenantId, companyId } = change;
  if (change.holdings.length > INLINE_POSITION_LIMIT) {
    await enqueueJob(tx, {
      tenantId,
      queue: CHAIN_BACKFILL_QUEUE,
      dedupeKey: `${tenantId}/${companyId}`,
      payload: { companyId },
    });
    return;
  }
  const eventOf = new Map(change.events.map((e) => [e.seq, e]));
  const noticeOf = (seq: number) => {
    const e = eventOf.get(seq)!;
    return { seq, type: e.input.type, occurredAt: e.occurredAt, bizSn: e.bizSn };
  };
  const positions: PositionFact[] = change.holdings.map(({ holding, lastSeq }) => ({
    ...holding,
    event: noticeOf(lastSeq),
  }));
  const lookups = movementLookups(change);
  const holderIds = [
    ...new Set(change.events.flatMap(receivingHolder).concat(positions.map((p) => p.holderId))),
  ];
  const facts = await readRegisterFacts(tx, tenantId, companyId, holderIds, lookups);
  const transfers = changeMovements(change, noticeOf, facts);
  if (!facts.company) return;
  const last = change.events[change.events.length - 1]!;
  await writeSnapshots(
    { tx, tenantId, at: new Date(last.occurredAt), registerEventId: last.eventId, actorId: change.actorId },
    registerIntents({ company: facts.company, holders: facts.holders, positions, transfers }),
  );
}

/** The holder an event puts shares with (its account is referenced by the event's 转让报告). */
function receivingHolder(e: RegisterChange['events'][number]): string[] {
  return e.input.type === 'transfer' || e.input.type === 'seizure' ? [e.input.toHolderId] : [];
}
