import {
  bytesEqual,
  fromHex,
  leafHash,
  parseCanonicalJson,
  parseSignedCheckpoint,
  type RegisterEventType,
  toHex,
  utf8,
  verifyConsistency,
} from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { entryDocument } from './append-ledger-entry.js';
import { registerEventInputOfKind } from './backfill-entry.js';
import { isCheckpointSignedBy, type TrustedKeys } from './checkpoints.js';
import * as repo from './ledger.repository.js';
import { countQueued } from './queue.repository.js';
import { appendLeaf, consistencyProofFromStore, frontierRoot, hashFnFor } from './tree.js';

export interface LedgerVerification {
  tenantId: string;
  treeSize: number;
  checkpointCount: number;
  registerEventCount: number;
  /** Entries still queued (committed after the integration that preceded the verification). */
  queuedCount: number;
  /** Each difference named in Chinese; empty when everything agrees. */
  differences: string[];
}

const MAX_DIFFERENCES = 1000;

/**
 * Recomputes a tenant's whole log as the owner (integrate its queue first: `ensureIntegrated`): every leaf from its stored text and, for register
 * events, the text from the event itself; every stored subtree; the root at each checkpoint; each
 * checkpoint's signature and the consistency of successive checkpoints (proofs from the stored
 * subtrees, checked with the domain verifier); the head; and the register replay against the
 * projection of every company.
 */
/**
 * The share register's verification, a port: the ledger checks every company's register with it
 * without importing the register module (which appends to the ledger). The app passes
 * share-register's `verifyRegister`.
 */
export type RegisterVerifier = (options: {
  tx: Executor;
  tenantId: string;
  companyId: string;
}) => Promise<{ eventCount: number; differences: string[] }>;

export async function verifyLedger(
  tx: Executor,
  /** `publicKeyRaw`: the trusted checkpoint key(s), Ed25519 or SM2 (`config.verifiers`); null = not checked. */
  options: {
    tenantId: string;
    publicKeyRaw: TrustedKeys | null;
    /** The share register's own check (its replay against its projection), given by the composition. */
    verifyRegister: RegisterVerifier;
    batchSize?: number;
  },
): Promise<LedgerVerification> {
  const { tenantId } = options;
  const differences: string[] = [];
  const note = (d: string) => {
    if (differences.length < MAX_DIFFERENCES) differences.push(d);
  };
  const head = await repo.findHead(tx, tenantId);
  const checkpoints = (await repo.listCheckpoints(tx, tenantId)).reverse(); // ascending size
  const companies = await repo.companiesWithEvents(tx, tenantId);
  let size = 0;
  if (head) {
    const hash = hashFnFor(head.hashAlg);
    let state = { size: 0, frontier: [] as Uint8Array[] };
    const pending = [...checkpoints];
    const batchSize = options.batchSize ?? 5000;
    for (;;) {
      const batch = await repo.entriesFrom(tx, tenantId, state.size, batchSize);
      if (batch.length === 0) break;
      const events = await repo.registerEventsByIds(
        tx,
        batch.flatMap((e) => (e.registerEventId ? [e.registerEventId] : [])),
      );
      const produced: repo.NodeRow[] = [];
      for (const e of batch) {
        if (e.seq !== state.size + 1) {
          note(`存证日志缺少条目：序号 ${state.size + 1} 至 ${e.seq - 1}`);
          state = { ...state, size: e.seq - 1 }; // continue so later differences are still named
        }
        const computed = leafHash(hash, utf8(e.entry));
        if (toHex(computed) !== e.leafHash) note(`存证条目 #${e.seq} 的内容与其叶子哈希不一致（条目被改动）`);
        checkEntryAgainstSource(head.hashAlg, tenantId, e, events, note);
        const next = appendLeaf(hash, state, fromHex(e.leafHash));
        produced.push(...next.nodes);
        state = next;
        while (pending[0] && pending[0].treeSize === state.size) {
          const cp = pending.shift()!;
          if (toHex(frontierRoot(hash, state.frontier)) !== cp.rootHash) {
            note(`检查点（树大小 ${cp.treeSize}）的根哈希与日志重算结果不一致`);
          }
        }
      }
      const stored = await repo.findSubtrees(tx, tenantId, produced);
      for (const n of produced) {
        const s = stored.get(`${n.level}:${n.idx}`);
        if (s !== n.hash)
          note(`默克尔树节点（层 ${n.level}，序号 ${n.idx}）${s ? '与重算结果不一致' : '缺失'}`);
      }
    }
    size = state.size;
    if (head.treeSize !== size) note(`日志头记载的大小 ${head.treeSize} 与日志条目数 ${size} 不一致`);
    else if (
      !bytesEqual(frontierRoot(hash, head.frontier.map(fromHex)), frontierRoot(hash, state.frontier))
    ) {
      note('日志头记载的右边界哈希与日志重算结果不一致');
    }
    for (const cp of pending) {
      note(
        `检查点（树大小 ${cp.treeSize}）超出当前日志大小 ${size}：日志被截断或回滚，与该检查点的一致性校验失败`,
      );
    }
    await checkCheckpoints(tx, tenantId, hash, checkpoints, size, options.publicKeyRaw, note);
  } else if (checkpoints.length > 0) {
    note(`存证日志不存在，但有 ${checkpoints.length} 个检查点：日志被删除`);
  }
  for (const missing of await repo.registerEventsWithoutLeaf(tx, tenantId)) {
    note(`登记事件（公司 ${missing.companyId} 第 ${missing.seq} 号）没有存证条目`);
  }
  let registerEventCount = 0;
  for (const companyId of companies) {
    const result = await options.verifyRegister({ tx, tenantId, companyId });
    registerEventCount += result.eventCount;
    for (const d of result.differences) note(`公司 ${companyId} 的股东名册与登记事件重放结果不一致：${d}`);
  }
  return {
    tenantId,
    treeSize: size,
    checkpointCount: checkpoints.length,
    registerEventCount,
    queuedCount: await countQueued(tx, tenantId),
    differences,
  };
}

function checkEntryAgainstSource(
  alg: 'sm3' | 'sha256',
  tenantId: string,
  e: repo.EntryRow,
  events: Map<string, repo.RegisterEventSource>,
  note: (d: string) => void,
): void {
  let recordedAt = '';
  try {
    recordedAt = String((parseCanonicalJson(e.entry) as { recordedAt?: unknown }).recordedAt ?? '');
  } catch (error) {
    note(`存证条目 #${e.seq} 不是规范化JSON：${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  if (!e.registerEventId) return;
  const source = events.get(e.registerEventId);
  if (!source) {
    note(`存证条目 #${e.seq} 引用的登记事件 ${e.registerEventId} 不存在`);
    return;
  }
  const expected = entryDocument(
    alg,
    // `register.event.backfill` entries (ledger:backfill) carry the same body under their own kind.
    registerEventInputOfKind(e.kind, {
      tenantId,
      companyId: source.companyId,
      eventId: source.id,
      seq: source.seq,
      eventType: source.eventType as RegisterEventType,
      occurredAt: new Date(source.occurredAt).toISOString(),
      payload: source.payload,
      basis: { kind: source.basisKind as 'application', reference: source.basisReference },
      bizSn: source.bizSn,
    }),
    e.saltSeed ? fromHex(e.saltSeed) : null,
    recordedAt,
  );
  if (expected !== e.entry) {
    note(
      `登记事件（公司 ${source.companyId} 第 ${source.seq} 号，${source.eventType}）与其存证条目 #${e.seq} 不一致（登记事件或存证被改动）`,
    );
  }
}

async function checkCheckpoints(
  tx: Executor,
  tenantId: string,
  hash: ReturnType<typeof hashFnFor>,
  checkpoints: repo.CheckpointRow[],
  size: number,
  publicKeyRaw: TrustedKeys | null,
  note: (d: string) => void,
): Promise<void> {
  for (const cp of checkpoints) {
    try {
      const signed = parseSignedCheckpoint(cp.note);
      const c = signed.checkpoint;
      if (c.treeSize !== cp.treeSize || toHex(c.rootHash) !== cp.rootHash || c.origin !== cp.origin) {
        note(`检查点（树大小 ${cp.treeSize}）的签名正文与记录不一致`);
      }
      if (publicKeyRaw && !isCheckpointSignedBy(signed, cp.keyName, publicKeyRaw)) {
        note(`检查点（树大小 ${cp.treeSize}）的签名无效`);
      }
    } catch (error) {
      note(
        `检查点（树大小 ${cp.treeSize}）格式不正确：${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  for (let i = 1; i < checkpoints.length; i++) {
    const a = checkpoints[i - 1]!;
    const b = checkpoints[i]!;
    if (b.treeSize > size) continue; // already named as beyond the log
    const proof = await consistencyProofFromStore(tx, tenantId, hash, a.treeSize, b.treeSize).catch(
      () => null,
    );
    if (
      !proof ||
      !verifyConsistency(hash, a.treeSize, b.treeSize, fromHex(a.rootHash), fromHex(b.rootHash), proof)
    ) {
      note(`检查点（树大小 ${a.treeSize}）与检查点（树大小 ${b.treeSize}）之间的一致性证明校验失败`);
    }
  }
}
