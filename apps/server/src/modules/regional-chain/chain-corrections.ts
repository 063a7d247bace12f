import {
  CHAIN_MODEL_VERSION,
  type ChainBody,
  type ChainObjectClass,
  type ChainOperation,
  type ChainVersion,
  planOverwrite,
} from '@rer/domain';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import * as repo from './chain-object.repository.js';
import { validateChainBody } from './chain-schemas.js';
import { type PreparedSnapshot, persistSnapshots } from './write-snapshots.js';

/**
 * The operator's corrections (跨链同步, ADR 77): an overwrite of a version (§6.5: that version and
 * every later one rewritten as the next revision), a republication of a version, the regulatory
 * chain's validation feedback. Each in one tenant transaction with its audit row; a refusal is a
 * 400 naming the field, and nothing is written.
 */

export const bodyOfSnapshot = (hex: string): ChainBody =>
  (JSON.parse(Buffer.from(hex, 'hex').toString('utf8')) as { body: ChainBody }).body;

/** The current revision of each version, oldest first. */
function currentVersions(history: repo.StoredVersion[]): repo.StoredVersion[] {
  const byVersion = new Map<number, repo.StoredVersion>();
  for (const row of history) byVersion.set(row.version, row); // history is ordered by version, revision
  return [...byVersion.values()];
}

async function lockedHistory(tx: Tx, tenantId: string, objectId: string) {
  await repo.lockLatest(tx, tenantId, [objectId]);
  const current = currentVersions(await repo.listObjectHistory(tx, tenantId, objectId));
  if (current.length === 0) throw validationError('objectId', `数据对象不存在：${objectId}`);
  return current;
}

const schemaRefusal = (version: number, errors: { path: string; message: string }[]) =>
  validationError(
    'body',
    `版本${version}未通过模型校验：${errors.map((e) => `${e.path} ${e.message}`).join('；')}`,
  );

export async function overwriteChainObject(
  db: Database,
  audit: AuditContext,
  input: { objectId: string; version: number; body: Record<string, unknown>; remark: string; at: Date },
): Promise<{ objectId: string; versions: number[]; revision: number }> {
  return db.withTenant(audit.tenantId, async (tx) => {
    const current = await lockedHistory(tx, audit.tenantId, input.objectId);
    const history: ChainVersion[] = current.map((r) => ({
      version: r.version,
      operation: r.operation as ChainOperation,
      body: bodyOfSnapshot(r.snapshotHex),
    }));
    const plan = planOverwrite(history, input.version, input.body as ChainBody);
    if (!plan.ok) throw validationError('version', plan.message);
    const objectClass = current[0]!.objectClass as ChainObjectClass;
    const rowOf = new Map(current.map((r) => [r.version, r]));
    const prepared: PreparedSnapshot[] = plan.value.map((v) => {
      const errors = validateChainBody(CHAIN_MODEL_VERSION, objectClass, v.body);
      if (errors.length > 0) throw schemaRefusal(v.version, errors);
      const row = rowOf.get(v.version)!;
      return {
        ...v,
        objectId: input.objectId,
        objectClass,
        revision: row.revision + 1,
        errors,
        companyId: row.companyId,
        remark: input.remark,
      };
    });
    await persistSnapshots(
      { tx, tenantId: audit.tenantId, at: input.at, actorId: audit.actorId ?? null },
      prepared,
      {
        kind: 'overwritten',
        message: input.remark,
      },
    );
    await writeAudit(tx, audit, {
      action: 'chain.overwrite',
      targetType: 'chain_object',
      targetId: input.objectId,
      detail: {
        version: input.version,
        versions: prepared.map((p) => p.version).join(','),
        remark: input.remark,
      },
    });
    return {
      objectId: input.objectId,
      versions: prepared.map((p) => p.version),
      revision: prepared[0]!.revision,
    };
  });
}

/**
 * Republishes a version: a failed one is validated again (a corrected schema release, or after
 * the data was found right) and, when it now conforms, published as the next revision; a published
 * one is announced again (a log row) for the regulatory chain to fetch.
 */
export async function republishChainObject(
  db: Database,
  audit: AuditContext,
  input: { objectId: string; version: number; at: Date },
): Promise<{ objectId: string; versions: number[]; revision: number }> {
  return db.withTenant(audit.tenantId, async (tx) => {
    const row = (await lockedHistory(tx, audit.tenantId, input.objectId)).find(
      (r) => r.version === input.version,
    );
    if (!row) throw validationError('version', `数据对象版本不存在：${input.version}`);
    let revision = row.revision;
    if (row.status === 'published') {
      await repo.insertLog(tx, {
        ...logKey(audit, row),
        kind: 'republished',
        errors: [],
        message: '重新发布',
      });
    } else {
      const body = bodyOfSnapshot(row.snapshotHex);
      const objectClass = row.objectClass as ChainObjectClass;
      const errors = validateChainBody(CHAIN_MODEL_VERSION, objectClass, body, row.operation === 'delete');
      if (errors.length > 0) throw schemaRefusal(row.version, errors);
      revision = row.revision + 1;
      const prepared = [
        {
          version: row.version,
          operation: row.operation as ChainOperation,
          body,
          objectId: row.objectId,
          objectClass,
          revision,
          errors,
          companyId: row.companyId,
        },
      ];
      await persistSnapshots(
        { tx, tenantId: audit.tenantId, at: input.at, actorId: audit.actorId ?? null },
        prepared,
        {
          kind: 'republished',
          message: '校验通过，重新发布',
        },
      );
    }
    await writeAudit(tx, audit, {
      action: 'chain.republish',
      targetType: 'chain_object',
      targetId: input.objectId,
      detail: { version: input.version, revision },
    });
    return { objectId: input.objectId, versions: [input.version], revision };
  });
}

const logKey = (audit: AuditContext, row: repo.StoredVersion) => ({
  tenantId: audit.tenantId,
  objectId: row.objectId,
  objectClass: row.objectClass,
  version: row.version,
  revision: row.revision,
  actorId: audit.actorId ?? null,
});

/** The regulatory chain's validation result of a version, recorded in the cross-chain log. */
export async function recordChainFeedback(
  db: Database,
  audit: AuditContext,
  input: {
    objectId: string;
    version: number;
    accepted: boolean;
    message: string;
    errors: { path: string; message: string }[];
  },
): Promise<{ id: string }> {
  return db.withTenant(audit.tenantId, async (tx) => {
    const row = (await lockedHistory(tx, audit.tenantId, input.objectId)).find(
      (r) => r.version === input.version,
    );
    if (!row) throw validationError('version', `数据对象版本不存在：${input.version}`);
    const id = await repo.insertLog(tx, {
      ...logKey(audit, row),
      kind: 'feedback',
      errors: input.errors,
      message: `${input.accepted ? '监管链校验通过' : '监管链校验未通过'}：${input.message}`,
    });
    await writeAudit(tx, audit, {
      action: 'chain.feedback',
      targetType: 'chain_object',
      targetId: input.objectId,
      detail: { version: input.version, accepted: input.accepted },
    });
    return { id };
  });
}
