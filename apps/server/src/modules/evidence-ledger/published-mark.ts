import { text } from 'node:stream/consumers';
import type { Database } from '../../platform/db/database.js';
import { ObjectNotFoundError, type ObjectStorage } from '../../platform/storage/object-storage.js';
import { tenantSeeds } from '../system/index.js';
import { findCheckpointBySize, findLatestCheckpoint, listTenantIds } from './checkpoint.repository.js';
import { findHead } from './ledger.repository.js';

/**
 * The published mark (ADR 30): a copy of each tenant's latest signed checkpoint kept outside the
 * database, in the object storage (its own backups, shared by every process). A database restored
 * from a backup older than a checkpoint already published, or one whose log forked from it, is
 * noticed by comparing the two: the server refuses to start on it and ledger:verify fails.
 */
export interface PublishedMark {
  tenantId: string;
  treeSize: number;
  rootHash: string;
  origin: string;
  note: string;
  checkpointAt: string;
  publishedAt: string;
}

/** The server refuses to start on a rolled-back or forked log; the message names each tenant. */
export class LedgerRolledBackError extends Error {
  constructor(readonly problems: string[]) {
    super(`存证日志与已发布的检查点不符，拒绝启动：\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** The installation's tenants, the shipped ones included (checked before reference data loads). */
async function tenantsOf(db: Database): Promise<string[]> {
  return [...new Set([...tenantSeeds.map((t) => t.tenantId), ...(await listTenantIds(db.orm))])].sort();
}

export const markKey = (tenantId: string) => `ledger/published/${tenantId}.json`;

export async function readMark(storage: ObjectStorage, tenantId: string): Promise<PublishedMark | null> {
  try {
    const object = await storage.get(markKey(tenantId));
    return JSON.parse(await text(object.body)) as PublishedMark;
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return null;
    throw error;
  }
}

/**
 * Moves each tenant's mark up to its latest checkpoint (never down). Called after checkpoints are
 * signed (the ledger tick) and at start; a database behind its mark is left alone for the check.
 */
export async function publishMarks(db: Database, storage: ObjectStorage, now = new Date()): Promise<number> {
  let written = 0;
  for (const tenantId of await tenantsOf(db)) {
    const latest = await findLatestCheckpoint(db.orm, tenantId);
    if (!latest) continue;
    const mark = await readMark(storage, tenantId);
    if (mark && mark.treeSize >= latest.treeSize) continue;
    const body: PublishedMark = {
      tenantId,
      treeSize: latest.treeSize,
      rootHash: latest.rootHash,
      origin: latest.origin,
      note: latest.note,
      checkpointAt: latest.createdAt,
      publishedAt: now.toISOString(),
    };
    await storage.put(markKey(tenantId), Buffer.from(JSON.stringify(body, null, 2)), {
      contentType: 'application/json',
    });
    written++;
  }
  return written;
}

/** What is wrong with the database against the published marks, in Chinese; empty when nothing. */
export async function checkAgainstMarks(db: Database, storage: ObjectStorage): Promise<string[]> {
  const problems: string[] = [];
  for (const tenantId of await tenantsOf(db)) {
    const mark = await readMark(storage, tenantId);
    if (!mark) continue;
    const size = (await findHead(db.orm, tenantId))?.treeSize ?? 0;
    if (size < mark.treeSize) {
      problems.push(
        `租户 ${tenantId} 的存证日志已回退：数据库中日志只有 ${size} 条，而 ${mark.checkpointAt} 已发布的检查点为 ${mark.treeSize} 条。` +
          '数据库可能是从较早的备份恢复的：请恢复不早于该检查点的备份；查明原因之前不能继续追加存证（见 ADR 30）',
      );
      continue;
    }
    const same = await findCheckpointBySize(db.orm, tenantId, mark.treeSize);
    if (same && same.rootHash !== mark.rootHash) {
      problems.push(
        `租户 ${tenantId} 的存证日志与已发布的检查点分叉：第 ${mark.treeSize} 条处的根哈希不一致（数据库 ${same.rootHash.slice(0, 16)}…，已发布 ${mark.rootHash.slice(0, 16)}…）`,
      );
    }
  }
  return problems;
}
