import { enqueueJob } from '../../platform/jobs.js';
import type { RegisterChange } from '../share-register/index.js';
import { readRegisterFacts } from './register-facts.repository.js';
import { type PositionFact, registerIntents, type TransferFact } from './register-intents.js';
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
  const transfers: TransferFact[] = change.events.flatMap((e) =>
    e.input.type === 'transfer'
      ? [
          {
            fromHolderId: e.input.holderId,
            toHolderId: e.input.toHolderId,
            quantity: e.input.quantity,
            shareNature: e.input.shareNature,
            event: noticeOf(e.seq),
          },
        ]
      : [],
  );
  const holderIds = [
    ...new Set([...positions.map((p) => p.holderId), ...transfers.map((t) => t.toHolderId)]),
  ];
  const facts = await readRegisterFacts(tx, tenantId, companyId, holderIds);
  if (!facts.company) return;
  const last = change.events[change.events.length - 1]!;
  await writeSnapshots(
    { tx, tenantId, at: new Date(last.occurredAt), registerEventId: last.eventId, actorId: change.actorId },
    registerIntents({ company: facts.company, holders: facts.holders, positions, transfers }),
  );
}
