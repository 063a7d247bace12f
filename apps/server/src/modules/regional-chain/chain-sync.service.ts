import type { ChainLogQuery, ChainObjectsQuery } from '@rer/contracts';
import { CHAIN_OBJECT_CLASSES } from '@rer/domain';
import type { Database } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import { chainSettings } from './chain-config.js';
import { bodyOfSnapshot } from './chain-corrections.js';
import * as repo from './chain-object.repository.js';
import * as sync from './chain-sync.repository.js';

/** The 跨链同步 page's reads (register staff; ADR 77). */

const paged = <T extends { total: number }>(found: T[], q: { current: number; size: number }) => {
  const total = found[0]?.total ?? 0;
  return {
    records: found.map(({ total: _total, ...rest }) => rest),
    total,
    size: q.size,
    current: q.current,
    pages: Math.ceil(total / q.size),
  };
};

export async function chainOverview(db: Database, tenantId: string) {
  const counts = await db.withTenant(tenantId, (tx) => sync.countByClass(tx, tenantId));
  const byClass = new Map(counts.map((c) => [c.objectClass, c]));
  return {
    classes: CHAIN_OBJECT_CLASSES.map(
      (objectClass) => byClass.get(objectClass) ?? { objectClass, objects: 0, failed: 0, pending: 0 },
    ),
    keyId: chainSettings().sealer.keyId,
  };
}

export async function searchChainObjects(db: Database, tenantId: string, q: ChainObjectsQuery) {
  const found = await db.withTenant(tenantId, (tx) =>
    sync.searchLatest(tx, tenantId, { ...q, offset: (q.current - 1) * q.size, limit: q.size }),
  );
  return paged(found, q);
}

export async function searchChainLog(db: Database, tenantId: string, q: ChainLogQuery) {
  if (q.from && q.to && q.from > q.to) throw validationError('to', '结束日期不能早于开始日期');
  const found = await db.withTenant(tenantId, (tx) =>
    sync.searchLog(tx, tenantId, { ...q, offset: (q.current - 1) * q.size, limit: q.size }),
  );
  return paged(found, q);
}

/** Every version and revision of an object with its header and body, and its log. */
export async function chainObjectDetail(db: Database, tenantId: string, objectId: string) {
  return db.withTenant(tenantId, async (tx) => {
    const history = await repo.listObjectHistory(tx, tenantId, objectId);
    if (history.length === 0) throw validationError('objectId', `数据对象不存在：${objectId}`);
    return {
      objectId,
      objectClass: history[0]!.objectClass,
      versions: history.map((h) => ({
        objectId: h.objectId,
        objectClass: h.objectClass,
        version: h.version,
        revision: h.revision,
        operation: h.operation,
        status: h.status,
        isStored: h.isStored,
        leafHash: h.leafHash,
        createdAt: h.createdAt,
        header: h.header,
        body: bodyOfSnapshot(h.snapshotHex),
        signature: Buffer.from(h.signatureHex, 'hex').toString('base64'),
        sm3: h.sm3,
      })),
      log: await sync.logOfObject(tx, tenantId, objectId),
    };
  });
}

/** The data objects register events wrote (the register event detail). */
export async function registerEventChainObjects(db: Database, tenantId: string, registerEventIds: string) {
  const ids = [...new Set(registerEventIds.split(','))];
  return db.withTenant(tenantId, (tx) => repo.listEventObjects(tx, tenantId, ids));
}
