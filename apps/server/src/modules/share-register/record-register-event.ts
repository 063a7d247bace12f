import {
  type ApplyResult,
  applyRegisterEvent,
  applyReversal,
  type Encumbrance,
  emptyHolding,
  type Holding,
  type HoldingRef,
  holdingKey,
  type RegisterEvent,
  type RegisterState,
  receivingRef,
} from '@rer/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { type Tx, together } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { appendLedgerEntry, registerEventLedgerInput } from '../evidence-ledger/index.js';
import { bodyOf, decodeEvent, encodePayload, type RegisterEventInput } from './event-codec.js';
import { checkDisposingHolder } from './holder-status-checks.js';
import * as repo from './register.repository.js';
import { notifyRegisterChange } from './register-change-listeners.js';

export interface RegisterActor {
  actorId: string | null;
  actorName?: string | null;
  ip?: string | null;
  requestId?: string | null;
}

export interface RecordedRegisterEvent {
  eventId: string;
  seq: number;
  /** The holdings the event changed, as they are now. */
  holdings: Holding[];
}

/**
 * Records one register event of a company inside the caller's tenant transaction: locks the
 * company row (events of a company are serialised and numbered without gaps), loads the holdings
 * and encumbrances the event touches `for update`, applies the domain rule, and writes the event,
 * the changed projection rows, the company's issued shares and an audit row. A refusal throws
 * REGISTER_REFUSED with the rule's Chinese message; nothing is written.
 *
 * An event without its own `occurredAt` takes effect when recorded: `clock` is read after the
 * company lock and never earlier than the last event (ADR 28), so events recorded one after
 * another under the lock never go back in time, whatever order their transactions began in.
 * A named time earlier than the last event is refused (登记生效时间不能早于上一笔登记).
 */
export async function recordRegisterEvent(options: {
  tx: Tx;
  tenantId: string;
  companyId: string;
  event: RegisterEventInput;
  actor: RegisterActor;
  clock?: Clock;
}): Promise<RecordedRegisterEvent> {
  const { tx, tenantId, companyId, event: input } = options;
  const named = input.occurredAt === undefined ? null : Date.parse(input.occurredAt);
  if (named === null ? !options.clock : Number.isNaN(named)) throw refused('登记生效时间格式不正确');
  const company = await repo.lockCompany(tx, tenantId, companyId);
  if (!company) throw new AppError('REGISTER_COMPANY_UNKNOWN', { companyId });
  await checkReceivingHolders(tx, tenantId, input);
  await checkDisposingHolder(tx, tenantId, input);
  const last = await repo.findLastEvent(tx, companyId);
  const at = named ?? recordingTime(options.clock!, last);
  const event = {
    ...bodyOf(input),
    seq: (last?.seq ?? 0) + 1,
    occurredAt: new Date(at).toISOString(),
    basis: input.basis,
  } as RegisterEvent;
  const { before, result } = await applyToStoredRegister(tx, {
    companyId,
    issuedShares: company.issuedShares,
    last,
    event,
  });
  if (!result.ok) throw refused(result.message, result.code);
  const eventId = await repo.insertEvent(tx, {
    tenantId,
    companyId,
    seq: event.seq,
    eventType: event.type,
    occurredAt: event.occurredAt,
    payload: encodePayload(bodyOf(input)),
    basisKind: input.basis.kind,
    basisReference: input.basis.reference,
    bizSn: input.bizSn ?? null,
    actorId: options.actor.actorId,
    reversesEventId:
      event.type === 'reversal' ? await repo.findEventIdBySeq(tx, companyId, event.reversesSeq) : null,
    reason: event.type === 'reversal' ? event.reason : null,
  });
  const holdings = await writeProjection(tx, { tenantId, companyId, eventId }, before, result.state);
  // The audit row, the evidence-ledger leaf (ADR 11: every legal change, in the same transaction)
  // and the listeners' statements (the chain's objects) do not depend on one another: sent
  // together they cost one round trip (the pool pipelines, ADR 22).
  await together(
    writeAudit(
      tx,
      {
        tenantId,
        ip: options.actor.ip ?? null,
        requestId: options.actor.requestId ?? null,
        ...options.actor,
      },
      {
        action: 'register.record_event',
        targetType: 'register_event',
        targetId: eventId.toString(),
        detail: { companyId, seq: event.seq, eventType: event.type, bizSn: input.bizSn ?? null },
      },
    ),
    appendLedgerEntry(
      tx,
      registerEventLedgerInput({
        tenantId,
        companyId,
        eventId: eventId.toString(),
        seq: event.seq,
        eventType: event.type,
        occurredAt: event.occurredAt,
        payload: encodePayload(bodyOf(input)),
        basis: input.basis,
        bizSn: input.bizSn ?? null,
      }),
    ),
    notifyRegisterChange({
      tx,
      tenantId,
      companyId,
      events: [
        {
          eventId: eventId.toString(),
          seq: event.seq,
          occurredAt: event.occurredAt,
          bizSn: input.bizSn ?? null,
          input,
        },
      ],
      holdings: holdings.map((holding) => ({ holding, lastSeq: event.seq })),
      issuedSharesChanged: result.state.issuedShares !== before.issuedShares,
      actorId: options.actor.actorId,
    }),
  );
  return { eventId: eventId.toString(), seq: event.seq, holdings };
}

/** The stored register (the touched part, or all of it for a reversal) and the event applied to it. */
async function applyToStoredRegister(
  tx: Tx,
  options: {
    companyId: string;
    issuedShares: bigint;
    last: { seq: number; occurredAt: string } | null;
    event: RegisterEvent;
  },
): Promise<{ before: RegisterState; result: ApplyResult }> {
  const { companyId, last, event } = options;
  const before: RegisterState = {
    issuedShares: options.issuedShares,
    // A reversal needs everything; an initial registration finds an empty register (or is
    // refused), and loading it whole avoids naming each of its possibly 100,000 holdings.
    ...(event.type === 'reversal' || event.type === 'initialRegistration'
      ? await loadWholeRegister(tx, companyId)
      : await loadTouched(tx, companyId, event)),
    lastSeq: last?.seq ?? 0,
    lastOccurredAt: last ? new Date(last.occurredAt).toISOString() : null,
  };
  const result: ApplyResult =
    event.type === 'reversal'
      ? applyReversal((await repo.listEvents(tx, companyId)).map(decodeEvent), before, event)
      : applyRegisterEvent(before, event);
  return { before, result };
}

/** Now by the clock, read under the company lock; never before the last event (clocks of two processes may differ). */
export function recordingTime(clock: Clock, last: { occurredAt: string } | null): number {
  const now = clock.now().getTime();
  return last ? Math.max(now, Date.parse(last.occurredAt)) : now;
}

export function refused(message: string, code?: string): AppError {
  return new AppError('REGISTER_REFUSED', {}, { message, data: code ? { code } : null });
}

/** Shares may only go to holder accounts of this tenant that exist and are not closed (销户). */
async function checkReceivingHolders(tx: Tx, tenantId: string, input: RegisterEventInput): Promise<void> {
  const receiving =
    input.type === 'initialRegistration'
      ? input.entries.map((e) => e.holderId)
      : input.type === 'issue'
        ? [input.holderId]
        : input.type === 'transfer' || input.type === 'seizure'
          ? [input.toHolderId]
          : [];
  const found = await repo.findReceivingHolders(tx, tenantId, [...new Set(receiving)]);
  const missing = receiving.find((id) => !found.has(id));
  if (missing) throw new AppError('REGISTER_HOLDER_UNKNOWN', { holderId: missing });
}

async function loadWholeRegister(tx: Tx, companyId: string) {
  const holdings = await repo.listHoldings(tx, companyId);
  const encumbrances = await repo.listEncumbrances(tx, companyId);
  return {
    holdings: new Map(holdings.map((h) => [holdingKey(h), h])),
    encumbrances: new Map(encumbrances.map((e) => [e.seq, e])),
  };
}

/** The holdings an event touches and every open encumbrance on them (queued freezes may take effect). */
async function loadTouched(tx: Tx, companyId: string, event: RegisterEvent) {
  const seqs = 'encumbranceSeq' in event ? [event.encumbranceSeq] : [];
  const named = await repo.lockEncumbrances(tx, companyId, { refs: [], seqs });
  const refs = touchedRefs(event, named[0]);
  const holdings = await repo.lockHoldings(tx, companyId, refs);
  const encumbrances = await repo.lockEncumbrances(tx, companyId, { refs, seqs });
  return {
    holdings: new Map(holdings.map((h) => [holdingKey(h), h])),
    encumbrances: new Map(encumbrances.map((e) => [e.seq, e])),
  };
}

function touchedRefs(event: RegisterEvent, named: Encumbrance | undefined): HoldingRef[] {
  switch (event.type) {
    case 'initialRegistration':
      return event.entries;
    case 'transfer':
      return [event, receivingRef(event, event.shareNature)];
    case 'seizure':
      return named ? [named, receivingRef(event, named.shareNature)] : [];
    case 'pledgeRelease':
    case 'unfreeze':
    case 'unlock':
    case 'freezeRenewal':
      return named ? [named] : [];
    case 'reversal':
      return [];
    default:
      return [event];
  }
}

export const holdingText = (h: Holding | undefined) =>
  h ? `${h.held}/${h.pledged}/${h.frozen}/${h.locked}` : '';
export const encumbranceText = (e: Encumbrance | undefined) =>
  e ? `${e.status}/${e.quantity}/${e.endsOn}/${e.lastSeq}` : '';

/** Writes the holdings and encumbrances that differ from before, and the issued shares. */
async function writeProjection(
  tx: Tx,
  key: { tenantId: string; companyId: string; eventId: bigint },
  before: RegisterState,
  after: RegisterState,
): Promise<Holding[]> {
  const changed: Holding[] = [];
  // A reversal may void the event that created a holding: it falls back to zero, never vanishes.
  const vanished = [...before.holdings.values()].filter((h) => !after.holdings.has(holdingKey(h)));
  const next = [...after.holdings, ...vanished.map((h) => [holdingKey(h), emptyHolding(h)] as const)];
  for (const [k, h] of next) {
    if (holdingText(before.holdings.get(k)) !== holdingText(h)) changed.push(h);
  }
  await repo.upsertHoldings(tx, key, changed);
  for (const [seq, e] of after.encumbrances) {
    if (encumbranceText(before.encumbrances.get(seq)) === encumbranceText(e)) continue;
    await repo.upsertEncumbrance(tx, key, e);
  }
  if (after.issuedShares !== before.issuedShares) {
    await repo.setIssuedShares(tx, key.companyId, after.issuedShares);
  }
  return changed;
}
