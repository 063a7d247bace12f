import {
  buildHeader,
  CHAIN_MODEL_VERSION,
  type ChainBody,
  type ChainObjectClass,
  type ChainOperation,
  type ChainReference,
  type ChainSchemaError,
  changesSomething,
  nextVersion,
  sealSnapshot,
  toHex,
} from '@rer/domain';
import type { Tx } from '../../platform/db/database.js';
import { appendLedgerEntries, type LedgerEntryInput } from '../evidence-ledger/index.js';
import { chainSettings } from './chain-config.js';
import * as repo from './chain-object.repository.js';
import { validateChainBody } from './chain-schemas.js';

/** What a business's change means for one object. */
export interface ObjectIntent {
  objectId: string;
  objectClass: ChainObjectClass;
  /** `ensure`: written only while the object has no version (an account a position refers to). */
  mode: 'change' | 'ensure';
  /** The body, given the references decided so far (objects earlier in the same list included). */
  body: (ref: (objectId: string) => ChainReference) => ChainBody;
  companyId?: string | null;
  /** Body fields that date it (主体信息维护时间): a difference only there writes no version (ADR 85). */
  stampFields?: readonly string[];
}

export interface SnapshotContext {
  tx: Tx;
  tenantId: string;
  at: Date;
  registerEventId?: string | null;
  actorId?: string | null;
}

export interface PreparedSnapshot {
  objectId: string;
  objectClass: ChainObjectClass;
  version: number;
  revision: number;
  operation: ChainOperation;
  body: ChainBody;
  errors: ChainSchemaError[];
  companyId: string | null;
  remark?: string;
}

/** The ledger entry of a published snapshot (contract of issue 24: kind `chain-object`). */
export function chainObjectLedgerInput(
  tenantId: string,
  s: { objectId: string; version: number; objectClass: string; sm3: string; companyId: string | null },
): LedgerEntryInput {
  return {
    tenantId,
    kind: 'chain-object',
    bizTypeName: '跨链数据对象',
    body: { objectId: s.objectId, version: String(s.version), objectClass: s.objectClass, sm3: s.sm3 },
    refs: { uuid: s.objectId, companyId: s.companyId },
  };
}

/**
 * Seals, validates and writes snapshots inside the business's transaction (ADR 77): the valid
 * ones get their ledger leaf (one queued insert for all), the failing ones are kept unpublished
 * with their path-level errors in the cross-chain log; every row and log row in one statement.
 */
export async function persistSnapshots(
  ctx: SnapshotContext,
  prepared: readonly PreparedSnapshot[],
  log: { kind: 'published' | 'overwritten' | 'republished'; message: string | null },
): Promise<repo.SnapshotRow[]> {
  const { sealer } = chainSettings();
  const sealed = prepared.map((p) => {
    const header = buildHeader({ ...p, at: ctx.at, keyId: sealer.keyId });
    return { p, s: sealSnapshot(header, p.body, sealer.sign) };
  });
  const valid = sealed.filter(({ p }) => p.errors.length === 0);
  const appended = await appendLedgerEntries(
    ctx.tx,
    valid.map(({ p, s }) => chainObjectLedgerInput(ctx.tenantId, { ...p, sm3: s.sm3 })),
  );
  const leafOf = new Map(valid.map(({ p }, i) => [p, appended[i]!.leafHash]));
  const rows = sealed.map(({ p, s }): repo.SnapshotRow => {
    const isPublished = p.errors.length === 0;
    return {
      tenantId: ctx.tenantId,
      objectId: p.objectId,
      version: p.version,
      revision: p.revision,
      objectClass: p.objectClass,
      operation: p.operation,
      status: isPublished ? 'published' : 'failed',
      modelVersion: CHAIN_MODEL_VERSION,
      header: s.header,
      signatureHex: toHex(s.signature),
      keyId: sealer.keyId,
      snapshotHex: toHex(s.bytes),
      sm3: s.sm3,
      leafHash: leafOf.get(p) ?? null,
      companyId: p.companyId,
      registerEventId: ctx.registerEventId ?? null,
      log: {
        kind: isPublished ? log.kind : 'failed',
        errors: p.errors,
        message: isPublished ? log.message : '数据对象未通过模型校验，未发布',
        actorId: ctx.actorId ?? null,
      },
    };
  });
  await repo.insertSnapshots(ctx.tx, rows);
  return rows;
}

/**
 * The next versions of the objects a change touches: locks them, reads their latest versions
 * (one statement), decides each version by the §6.5 rules, and writes them (`persistSnapshots`).
 * An unchanged object and an `ensure` object that exists are not written; a deleted one is final.
 */
export async function writeSnapshots(
  ctx: SnapshotContext,
  intents: readonly ObjectIntent[],
): Promise<repo.SnapshotRow[]> {
  const latest = new Map(
    (
      await repo.lockLatest(
        ctx.tx,
        ctx.tenantId,
        intents.map((i) => i.objectId),
      )
    ).map((l) => [l.objectId, l]),
  );
  const refs = new Map<string, ChainReference>([...latest.values()].map((l) => [l.objectId, l]));
  const ref = (objectId: string): ChainReference => {
    const found = refs.get(objectId);
    if (!found) throw new Error(`chain object referenced before it is written: ${objectId}`);
    return { objectId, version: found.version };
  };
  const prepared: PreparedSnapshot[] = [];
  for (const intent of intents) {
    const before = latest.get(intent.objectId);
    if (intent.mode === 'ensure' && before) continue;
    const body = intent.body(ref);
    const previous = before
      ? {
          version: before.version,
          operation: before.operation as ChainOperation,
          body: before.body as ChainBody,
        }
      : null;
    if (!changesSomething(previous, body, intent.stampFields)) continue;
    const next = nextVersion(previous, { kind: 'full', body });
    if (!next.ok) continue;
    refs.set(intent.objectId, { objectId: intent.objectId, version: next.value.version });
    prepared.push({
      ...next.value,
      objectId: intent.objectId,
      objectClass: intent.objectClass,
      revision: 0,
      errors: validateChainBody(CHAIN_MODEL_VERSION, intent.objectClass, next.value.body),
      companyId: intent.companyId ?? null,
    });
  }
  return persistSnapshots(ctx, prepared, { kind: 'published', message: null });
}
