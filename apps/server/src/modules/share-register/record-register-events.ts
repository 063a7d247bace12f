import {
  applyRegisterEvent,
  type Holding,
  holdingKey,
  type RegisterEvent,
  type RegisterState,
} from '@rer/domain';
import { writeAudits } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { type Tx, together } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { appendLedgerEntries, registerEventLedgerInput } from '../evidence-ledger/index.js';
import { bodyOf, encodePayload, type RegisterEventInput } from './event-codec.js';
import { checkDisposingHolders } from './holder-status-checks.js';
import {
  encumbranceText,
  holdingText,
  type RegisterActor,
  recordingTime,
  refused,
} from './record-register-event.js';
import * as repo from './register.repository.js';
import * as batchRepo from './register-batch.repository.js';
import { notifyRegisterChange } from './register-change-listeners.js';

/** The events a run may hold: each opens an encumbrance on one holding and names nothing else. */
export type EncumberingEventInput = Extract<
  RegisterEventInput,
  { type: 'pledge' | 'judicialFreeze' | 'lock' }
>;

/**
 * A run of encumbering events of one company recorded at once, in the caller's transaction (ADR
 * 48: the pledges, judicial freezes and restrictions present when a register enters custody).
 * The same rules and rows as `recordRegisterEvent` called once per event — one event per row,
 * numbered without gaps, each with its audit row and its ledger leaf, the projection as the
 * rules leave it — but the company locked once, the touched holdings and their open
 * encumbrances read once, the rules applied in memory one event after another, and every table
 * written with one multi-row statement. A refusal of any event throws and nothing is written.
 */
export async function recordEncumberingEvents(options: {
  tx: Tx;
  tenantId: string;
  companyId: string;
  events: EncumberingEventInput[];
  actor: RegisterActor;
  clock: Clock;
}): Promise<number> {
  const { tx, tenantId, companyId, events: inputs } = options;
  if (inputs.length === 0) return 0;
  const company = await repo.lockCompany(tx, tenantId, companyId);
  if (!company) throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId });
  await checkDisposingHolders(tx, tenantId, inputs);
  const last = await repo.findLastEvent(tx, companyId);
  const occurredAt = new Date(recordingTime(options.clock, last)).toISOString();
  const refs = [...new Map(inputs.map((e) => [holdingKey(e), e])).values()];
  const holdings = await repo.lockHoldings(tx, companyId, refs);
  const before: RegisterState = {
    issuedShares: company.issuedShares,
    holdings: new Map(holdings.map((h) => [holdingKey(h), h])),
    encumbrances: new Map(
      (await repo.lockEncumbrances(tx, companyId, { refs, seqs: [] })).map((e) => [e.seq, e]),
    ),
    lastSeq: last?.seq ?? 0,
    lastOccurredAt: last ? new Date(last.occurredAt).toISOString() : null,
  };
  let state = before;
  const lastTouch = new Map<string, number>();
  const events = inputs.map((input) => {
    const event = {
      ...bodyOf(input),
      seq: state.lastSeq + 1,
      occurredAt,
      basis: input.basis,
    } as RegisterEvent;
    const result = applyRegisterEvent(state, event);
    if (!result.ok) throw refused(result.message, result.code);
    state = result.state;
    lastTouch.set(holdingKey(input), event.seq);
    return { input, event, payload: encodePayload(bodyOf(input)) };
  });
  const ids = await batchRepo.insertEvents(
    tx,
    events.map(({ input, event, payload }) => ({
      tenantId,
      companyId,
      seq: event.seq,
      eventType: event.type,
      occurredAt,
      payload,
      basisKind: input.basis.kind,
      basisReference: input.basis.reference,
      bizSn: input.bizSn ?? null,
      actorId: options.actor.actorId,
      reversesEventId: null,
      reason: null,
    })),
  );
  const first = events[0]!.event.seq;
  const idOfSeq = (seq: number) => ids[seq - first] ?? null;
  const changed = await writeProjection(tx, { tenantId, companyId }, before, state, { idOfSeq, lastTouch });
  // Audit rows, ledger leaves (ADR 11) and the listeners' statements: independent, sent together
  // (one round trip; the pool pipelines, ADR 22).
  await together(
    writeAudits(
      tx,
      {
        tenantId,
        ip: options.actor.ip ?? null,
        requestId: options.actor.requestId ?? null,
        ...options.actor,
      },
      events.map(({ input, event }, i) => ({
        action: 'register.record_event' as const,
        targetType: 'register_event',
        targetId: ids[i]!.toString(),
        detail: { companyId, seq: event.seq, eventType: event.type, bizSn: input.bizSn ?? null },
      })),
    ),
    appendLedgerEntries(
      tx,
      events.map(({ input, event, payload }, i) =>
        registerEventLedgerInput({
          tenantId,
          companyId,
          eventId: ids[i]!.toString(),
          seq: event.seq,
          eventType: event.type,
          occurredAt,
          payload,
          basis: input.basis,
          bizSn: input.bizSn ?? null,
        }),
      ),
    ),
    notifyRegisterChange({
      tx,
      tenantId,
      companyId,
      events: events.map(({ input, event }, i) => ({
        eventId: ids[i]!.toString(),
        seq: event.seq,
        occurredAt,
        bizSn: input.bizSn ?? null,
        input,
      })),
      holdings: changed.map((holding) => ({ holding, lastSeq: lastTouch.get(holdingKey(holding))! })),
      issuedSharesChanged: false,
      actorId: options.actor.actorId,
    }),
  );
  return events.length;
}

/** The holdings and encumbrances the run changed, each with the events that created and last changed it. */
async function writeProjection(
  tx: Tx,
  key: { tenantId: string; companyId: string },
  before: RegisterState,
  after: RegisterState,
  events: { idOfSeq: (seq: number) => bigint | null; lastTouch: Map<string, number> },
): Promise<Holding[]> {
  const changed: Holding[] = [];
  for (const [k, h] of after.holdings) {
    if (holdingText(before.holdings.get(k)) !== holdingText(h)) changed.push(h);
  }
  const lastOf = (h: Holding) => events.idOfSeq(events.lastTouch.get(holdingKey(h))!)!;
  await repo.upsertHoldings(tx, { ...key, eventId: 0n }, changed, lastOf);
  const encumbrances = [...after.encumbrances.values()]
    .filter((e) => encumbranceText(before.encumbrances.get(e.seq)) !== encumbranceText(e))
    .map((e) => {
      const lastEventId = events.idOfSeq(e.lastSeq)!;
      // An encumbrance older than the run keeps its creating event (the upsert does not change it).
      return { encumbrance: e, createdEventId: events.idOfSeq(e.seq) ?? lastEventId, lastEventId };
    });
  await batchRepo.upsertEncumbrances(tx, key, encumbrances);
  if (after.issuedShares !== before.issuedShares)
    await repo.setIssuedShares(tx, key.companyId, after.issuedShares);
  return changed;
}
