import type { FormSchemaDetail, FormSchemaVersion, SaveFormSchemaBody } from '@rer/contracts';
import { type AuditContext, writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import {
  type FormKey,
  findActiveFormSchema,
  insertFormSchemaVersion,
  isUniqueViolation,
  listFormSchemaVersions,
  retireActiveVersion,
} from './form-schema.repository.js';
import { parseServerFormSchema } from './form-schema-parse.js';
import { findHeldShippedVersion } from './form-seed.repository.js';

/** The active schema of a form; 400 表单配置不存在 when the tenant has none. */
export async function getActiveFormSchema(db: Database, key: FormKey): Promise<FormSchemaDetail> {
  const found = await db.withTenant(key.tenantId, (tx) => findActiveFormSchema(tx, key));
  if (!found) throw new AppError('FORM_SCHEMA_UNKNOWN', { appId: key.appId, nodeId: key.nodeId });
  return { appId: key.appId, nodeId: key.nodeId, version: found.version, schema: found.schema };
}

/**
 * The designer's load (administrators): the active schema and, while one is held back behind an
 * administrator's version (ADR 19), the newer shipped schema — read in one tenant transaction.
 */
export async function getFormSchemaForDesigner(db: Database, key: FormKey): Promise<FormSchemaDetail> {
  const found = await db.withTenant(key.tenantId, async (tx) => {
    const active = await findActiveFormSchema(tx, key);
    return active ? { active, held: await findHeldShippedVersion(tx, key) } : null;
  });
  if (!found) throw new AppError('FORM_SCHEMA_UNKNOWN', { appId: key.appId, nodeId: key.nodeId });
  const detail = {
    appId: key.appId,
    nodeId: key.nodeId,
    version: found.active.version,
    schema: found.active.schema,
  };
  if (!found.held) return detail;
  const { recordedAt, heldBehind, seedHash, schema } = found.held;
  return { ...detail, heldShippedVersion: { recordedAt, heldBehind, seedHash, schema } };
}

export async function listFormVersions(db: Database, key: FormKey): Promise<FormSchemaVersion[]> {
  const versions = await db.withTenant(key.tenantId, (tx) => listFormSchemaVersions(tx, key));
  if (versions.length === 0)
    throw new AppError('FORM_SCHEMA_UNKNOWN', { appId: key.appId, nodeId: key.nodeId });
  return versions;
}

/**
 * The designer's save: the schema must parse (400 listing the Chinese errors) and name the same
 * appId and nodeId; it becomes version expectedVersion + 1 and the previous active version is
 * retired in the same transaction, with an audit row. Optimistic: when expectedVersion is not
 * the active version (another save came first), 409. Two concurrent saves of one version: the
 * loser's retire finds no row after the winner's commit, or its insert hits a unique index.
 */
export async function saveFormSchemaVersion(options: {
  db: Database;
  tenantId: string;
  body: SaveFormSchemaBody;
  audit: AuditContext & { actorId: string };
}): Promise<{ appId: string; nodeId: string; version: number }> {
  const { db, tenantId, body } = options;
  const parsed = parseServerFormSchema(body.schema);
  if (!parsed.ok) {
    throw new AppError('FORM_SCHEMA_INVALID', { errors: parsed.errors.join('；') }, { data: parsed.errors });
  }
  if (parsed.schema.appId !== body.appId || parsed.schema.nodeId !== body.nodeId) {
    throw new AppError('FORM_SCHEMA_MISMATCH', {
      schemaKey: `${parsed.schema.appId}/${parsed.schema.nodeId}`,
      requestKey: `${body.appId}/${body.nodeId}`,
    });
  }
  const key: FormKey = { tenantId, appId: body.appId, nodeId: body.nodeId };
  const version = body.expectedVersion + 1;
  try {
    await db.withTenant(tenantId, async (tx) => {
      if (body.expectedVersion > 0 && !(await retireActiveVersion(tx, key, body.expectedVersion))) {
        throw new AppError('CONFLICT');
      }
      // Stored as the designer wrote it (it parsed, and the meta-schema refuses unknown keys).
      await insertFormSchemaVersion(tx, {
        ...key,
        version,
        schema: body.schema as Record<string, unknown>,
        createdBy: options.audit.actorId,
      });
      await writeAudit(tx, options.audit, {
        action: 'form.save',
        targetType: 'form_schema',
        targetId: `${body.appId}/${body.nodeId}`,
        detail: { version, previousVersion: body.expectedVersion },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', {}, { cause: error });
    throw error;
  }
  return { appId: body.appId, nodeId: body.nodeId, version };
}
