import type { EvidenceStatement, LedgerEntryDto } from '@rer/contracts';
import { fromHex, toBase64, toHex, verifyConsistency } from '@rer/domain';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { verifierKeysOf } from './checkpoints.js';
import * as repo from './ledger.repository.js';
import type { LedgerConfig } from './ledger-config.js';
import { canSeeLedgerEntry, type LedgerScope } from './policy.js';
import { receiptOf } from './receipts.js';
import { ensureIntegrated } from './sequencer.js';
import { consistencyProofFromStore, hashFnFor } from './tree.js';

const MAX_STATEMENTS = 20;

/** A leaf hash is matched in lower case; a biz_sn as typed. */
function normaliseKeyword(keyword: string | null): string | null {
  const k = keyword?.trim() || null;
  return k && /^[0-9a-fA-F]{64}$/.test(k) ? k.toLowerCase() : k;
}

export function toEntryDto(e: repo.EntryRow): LedgerEntryDto {
  return {
    seq: e.seq,
    leafHash: e.leafHash,
    kind: e.kind,
    bizTypeName: e.bizTypeName,
    bizSn: e.bizSn,
    appId: e.appId,
    uuid: e.uuid,
    companyId: e.companyId,
    companyName: e.companyName,
    createdAt: e.createdAt,
  };
}

const toCheckpointDto = (c: repo.CheckpointRow) => ({
  origin: c.origin,
  treeSize: c.treeSize,
  rootHash: c.rootHash,
  note: c.note,
  createdAt: c.createdAt,
});

/** The `action` of an application entry's body (submit, return …); null for other entries. */
export function entryAction(entry: string): string | null {
  try {
    const body = (JSON.parse(entry) as { body?: { action?: unknown } }).body;
    return typeof body?.action === 'string' ? body.action : null;
  } catch {
    return null;
  }
}

/** statement/getStatementDetail: the record's entries the caller may see, newest first, each with its receipt. */
export async function statementDetail(options: {
  db: Database;
  tenantId: string;
  scope: LedgerScope;
  uuid: string;
  appId: string | null;
}): Promise<EvidenceStatement[]> {
  const { db, tenantId, scope } = options;
  await ensureIntegrated(db, tenantId);
  return db.withTenant(tenantId, async (tx) => {
    const entries = (await repo.findEntriesOfRecord(tx, tenantId, options.uuid, options.appId))
      .filter((e) => canSeeLedgerEntry(scope, e))
      .slice(0, MAX_STATEMENTS);
    const out: EvidenceStatement[] = [];
    for (const e of entries) {
      const receipt = await receiptOf(tx, tenantId, e);
      out.push({
        chainHash: e.leafHash,
        flowKey: e.appId,
        appId: e.appId,
        biz_id: e.bizId,
        biz_sn: e.bizSn,
        biz_type_name: e.bizTypeName,
        uuid: e.uuid,
        ext: e.kind,
        ext5: JSON.stringify({ seq: e.seq, recordedAt: e.createdAt, origin: receipt?.origin ?? null }),
        action: entryAction(e.entry),
        receipt,
      });
    }
    return out;
  });
}

export async function latestCheckpoint(db: Database, tenantId: string, config: LedgerConfig) {
  await ensureIntegrated(db, tenantId);
  return db.withTenant(tenantId, async (tx) => {
    const head = await repo.findHead(tx, tenantId);
    const latest = await repo.findLatestCheckpoint(tx, tenantId);
    const keyName = latest?.keyName ?? head?.origin ?? `${config.originPrefix}/${tenantId}/${config.hashAlg}`;
    return {
      hashAlg: head?.hashAlg ?? config.hashAlg,
      keyName,
      publicKey: toBase64(config.signer.publicKeyRaw),
      signatureAlg: config.signer.alg,
      verifierKeys: verifierKeysOf(keyName, config.verifiers), // the signer's first (ADR 17)
      checkpoint: latest ? toCheckpointDto(latest) : null,
    };
  });
}

/** Public: one entry by its leaf hash, with its receipt (commitments only, no personal data). */
export async function publicEntry(db: Database, tenantId: string, leafHash: string) {
  await ensureIntegrated(db, tenantId);
  return db.withTenant(tenantId, async (tx) => {
    const entry = await repo.findEntryByLeafHash(tx, tenantId, leafHash);
    if (!entry) throw new AppError('LEDGER_ENTRY_UNKNOWN', { leafHash });
    return { entry: toEntryDto(entry), receipt: await receiptOf(tx, tenantId, entry) };
  });
}

/** Public: the consistency proof between two checkpoints (both signed roots included). */
export async function consistency(db: Database, tenantId: string, from: number, to: number) {
  if (from > to) throw new AppError('LEDGER_CONSISTENCY_RANGE', { from, to });
  await ensureIntegrated(db, tenantId);
  return db.withTenant(tenantId, async (tx) => {
    const head = await repo.findHead(tx, tenantId);
    if (!head) throw new AppError('LEDGER_EMPTY');
    const first = await repo.findCheckpointBySize(tx, tenantId, from);
    if (!first) throw new AppError('LEDGER_CHECKPOINT_UNKNOWN', { size: from });
    const second = await repo.findCheckpointBySize(tx, tenantId, to);
    if (!second) throw new AppError('LEDGER_CHECKPOINT_UNKNOWN', { size: to });
    const hash = hashFnFor(head.hashAlg);
    const proof = await consistencyProofFromStore(tx, tenantId, hash, from, to);
    // Never hand out a proof that does not verify (a damaged store shows here, not at the client).
    if (!verifyConsistency(hash, from, to, fromHex(first.rootHash), fromHex(second.rootHash), proof)) {
      throw new Error(`ledger of ${tenantId}: consistency ${from} → ${to} does not verify`);
    }
    return {
      origin: head.origin,
      from,
      to,
      fromCheckpoint: first.note,
      toCheckpoint: second.note,
      proof: proof.map(toHex),
    };
  });
}

export async function listLedgerEntries(options: {
  db: Database;
  tenantId: string;
  scope: LedgerScope;
  keyword: string | null;
  current: number;
  size: number;
}) {
  const { db, tenantId, scope, current, size } = options;
  if (scope.kind === 'none') return toPage<LedgerEntryDto>([], 0, current, size);
  await ensureIntegrated(db, tenantId);
  return db.withTenant(tenantId, async (tx) => {
    const { records, total } = await repo.listEntries(tx, {
      tenantId,
      keyword: normaliseKeyword(options.keyword),
      companyId: scope.kind === 'company' ? scope.companyId : null,
      offset: (current - 1) * size,
      limit: size,
    });
    return toPage(records.map(toEntryDto), total, current, size);
  });
}

export async function listLedgerCheckpoints(db: Database, tenantId: string, current: number, size: number) {
  await ensureIntegrated(db, tenantId);
  return db.withTenant(tenantId, async (tx) => {
    const records = await repo.listCheckpoints(tx, tenantId, (current - 1) * size, size);
    const total = await repo.countCheckpoints(tx, tenantId);
    return toPage(records.map(toCheckpointDto), total, current, size);
  });
}
