import { randomBytes } from 'node:crypto';
import { canonicalJson, commitPersonalFields, leafHash, toHex, utf8 } from '@rer/domain';
import type { Tx } from '../../platform/db/database.js';
import * as repo from './ledger.repository.js';
import { ledgerSettings, originFor } from './ledger-settings.js';
import * as queue from './queue.repository.js';
import { nudgeSequencer } from './sequencer-nudge.js';
import { hashFnFor, type LedgerHashAlg } from './tree.js';

/** One legal change to record: its kind, body and the references it is found by. */
export interface LedgerEntryInput {
  tenantId: string;
  /** `register.event`, `application.submit`, `application.decision`, `ledger.verification` … */
  kind: string;
  /** Chinese name of the business type (the statement's biz_type_name). */
  bizTypeName?: string | null;
  /** The entry's content: JSON with integer numbers only (quantities and money as integer strings). */
  body: Record<string, unknown>;
  /** Keys (at any depth of `body`) whose string values are personal data: stored as commitments. */
  personalKeys?: readonly string[];
  refs?: {
    bizSn?: string | null;
    bizId?: string | null;
    appId?: string | null;
    uuid?: string | null;
    companyId?: string | null;
    registerEventId?: string | null;
  };
  /** When the change was recorded (ISO 8601); now by default. */
  recordedAt?: string;
}

/**
 * What an append knows when it returns: the leaf hash and the entry's place in the queue. The
 * sequence number is assigned when the sequencer integrates the entry (ADR 16).
 */
export interface AppendedLedgerEntry {
  queueId: string;
  leafHash: string;
}

export const CHECKPOINT_QUEUE = 'ledger.checkpoint';

/** The canonical entry document of an input (also used by the verifier to recompute it). */
export function entryDocument(
  alg: LedgerHashAlg,
  input: LedgerEntryInput,
  seed: Uint8Array | null,
  recordedAt: string,
): string {
  const keys = new Set(input.personalKeys ?? []);
  const body =
    seed && keys.size > 0 ? commitPersonalFields(hashFnFor(alg), seed, input.body, keys) : input.body;
  return canonicalJson({ v: 1, kind: input.kind, tenantId: input.tenantId, recordedAt, body });
}

/** Appends one entry inside the caller's transaction (see `appendLedgerEntries`). */
export async function appendLedgerEntry(tx: Tx, input: LedgerEntryInput): Promise<AppendedLedgerEntry> {
  const [appended] = await appendLedgerEntries(tx, [input]);
  return appended!;
}

/** The hash algorithm last seen for each tenant's log (a guess only: the queue insert checks it). */
const knownAlg = new Map<string, LedgerHashAlg>();

/**
 * Appends entries of one tenant inside the caller's transaction, so they commit or vanish with
 * the change they record: the entries (canonical text, leaf hash, salt seed, references) go into
 * the ledger queue without any lock, in one statement; the sequencer gives them their gapless
 * seqs after the commit (ADR 16). The log's hash algorithm is fixed by its head, which the first
 * append of a tenant creates.
 */
export async function appendLedgerEntries(
  tx: Tx,
  inputs: LedgerEntryInput[],
): Promise<AppendedLedgerEntry[]> {
  if (inputs.length === 0) return [];
  const tenantId = inputs[0]!.tenantId;
  if (inputs.some((i) => i.tenantId !== tenantId))
    throw new Error('appendLedgerEntries: one tenant per call');
  const settings = ledgerSettings();
  const now = new Date().toISOString();
  const guess = knownAlg.get(tenantId) ?? settings.hashAlg;
  let prepared = prepareEntries(guess, inputs, now);
  let ids = await queue.queueIfHeadMatches(tx, tenantId, guess, prepared);
  if (ids.length === 0) {
    // No log yet (create its head: a racing first append waits on the unique row), or a log of
    // another algorithm (configured before this one): recompute with the head's algorithm.
    let head = await repo.findHead(tx, tenantId);
    if (!head) {
      await repo.createHead(tx, tenantId, guess, originFor(settings.originPrefix, tenantId, guess));
      head = await repo.findHead(tx, tenantId);
      if (!head) throw new Error('ledger head missing after insert');
    }
    if (head.hashAlg !== guess) prepared = prepareEntries(head.hashAlg, inputs, now);
    ids = await queue.queueEntries(tx, tenantId, prepared);
    knownAlg.set(tenantId, head.hashAlg);
  }
  nudgeSequencer(tenantId);
  return prepared.map((row, i) => ({ queueId: ids[i]!, leafHash: row.leafHash }));
}

function prepareEntries(alg: LedgerHashAlg, inputs: LedgerEntryInput[], now: string) {
  const hash = hashFnFor(alg);
  return inputs.map((input): queue.QueuedEntryRow => {
    const seed = (input.personalKeys?.length ?? 0) > 0 ? new Uint8Array(randomBytes(32)) : null;
    const text = entryDocument(alg, input, seed, input.recordedAt ?? now);
    const refs = input.refs ?? {};
    return {
      kind: input.kind,
      entry: text,
      leafHash: toHex(leafHash(hash, utf8(text))),
      saltSeed: seed ? toHex(seed) : null,
      bizTypeName: input.bizTypeName ?? null,
      bizSn: refs.bizSn ?? null,
      bizId: refs.bizId ?? null,
      appId: refs.appId ?? null,
      uuid: refs.uuid ?? null,
      companyId: refs.companyId ?? null,
      registerEventId: refs.registerEventId ?? null,
    };
  });
}
