import { randomBytes } from 'node:crypto';
import { canonicalJson, commitPersonalFields, fromHex, leafHash, toHex, utf8 } from '@rer/domain';
import type { Tx } from '../../platform/db/database.js';
import { enqueueJob } from '../../platform/jobs.js';
import * as repo from './ledger.repository.js';
import { ledgerSettings, originFor } from './ledger-settings.js';
import { appendLeaf, hashFnFor, type LedgerHashAlg } from './tree.js';

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

export interface AppendedLedgerEntry {
  seq: number;
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

/**
 * Appends entries of one tenant inside the caller's transaction, so they commit or vanish with
 * the change they record: a transaction-scoped advisory lock serialises the tenant's appends
 * (seq without gaps), the head row gives the size and right edge (lock and head: one round trip),
 * the new leaves, the subtrees they complete and the new head are written by one statement.
 * A checkpoint job is queued each time the log crosses a multiple of LEDGER_CHECKPOINT_EVERY.
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
  // Entries and leaf hashes do not depend on the position: computed before taking the lock, so
  // the lock is held for two statements and a few node hashes only. A log's algorithm never
  // changes once its head exists, so reading it unlocked is safe.
  const known = await repo.findHead(tx, tenantId);
  const now = new Date().toISOString();
  let prepared = prepareEntries(known?.hashAlg ?? settings.hashAlg, inputs, now);
  let head = await repo.lockAndFindHead(tx, tenantId);
  if (!head) {
    const origin = originFor(settings.originPrefix, tenantId, prepared.alg);
    await repo.createHead(tx, tenantId, prepared.alg, origin);
    // A racing first append waits on the unique head row, then both serialise on the lock.
    head = await repo.lockAndFindHead(tx, tenantId);
    if (!head) throw new Error('ledger head missing after insert');
  }
  if (head.hashAlg !== prepared.alg) prepared = prepareEntries(head.hashAlg, inputs, now);
  const hash = hashFnFor(head.hashAlg);
  let state = { size: head.treeSize, frontier: head.frontier.map(fromHex) };
  const nodes: repo.NodeRow[] = [];
  const rows: repo.NewEntryRow[] = [];
  for (const entry of prepared.entries) {
    const next = appendLeaf(hash, state, entry.leaf);
    nodes.push(...next.nodes);
    state = next;
    rows.push({ ...entry.row, seq: state.size });
  }
  const appended = rows.map((r) => ({ seq: r.seq, leafHash: r.leafHash }));
  await repo.writeAppend(tx, tenantId, {
    entries: rows,
    nodes,
    treeSize: state.size,
    frontier: state.frontier.map(toHex),
  });
  const every = settings.checkpointEvery;
  if (Math.floor(head.treeSize / every) !== Math.floor(state.size / every)) {
    await enqueueJob(tx, {
      tenantId,
      queue: CHECKPOINT_QUEUE,
      payload: { tenantId },
      dedupeKey: `${tenantId}:${Math.floor(state.size / every)}`,
    });
  }
  return appended;
}

function prepareEntries(alg: LedgerHashAlg, inputs: LedgerEntryInput[], now: string) {
  const hash = hashFnFor(alg);
  const entries = inputs.map((input) => {
    const seed = (input.personalKeys?.length ?? 0) > 0 ? new Uint8Array(randomBytes(32)) : null;
    const text = entryDocument(alg, input, seed, input.recordedAt ?? now);
    const leaf = leafHash(hash, utf8(text));
    const refs = input.refs ?? {};
    const row: Omit<repo.NewEntryRow, 'seq'> = {
      kind: input.kind,
      entry: text,
      leafHash: toHex(leaf),
      saltSeed: seed ? toHex(seed) : null,
      bizTypeName: input.bizTypeName ?? null,
      bizSn: refs.bizSn ?? null,
      bizId: refs.bizId ?? null,
      appId: refs.appId ?? null,
      uuid: refs.uuid ?? null,
      companyId: refs.companyId ?? null,
      registerEventId: refs.registerEventId ?? null,
    };
    return { leaf, row };
  });
  return { alg, entries };
}
