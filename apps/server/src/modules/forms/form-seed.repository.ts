import { createHash } from 'node:crypto';
import { canonicalSchemaJson } from '@rer/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { formSchema, formSeedRelease, SEED_AUTHOR } from '../../db/schema.js';
import type { Executor, Tx } from '../../platform/db/database.js';
import { type FormKey, sameForm } from './form-schema.repository.js';

export { SEED_AUTHOR };

/**
 * The stored side of form seed upgrades (ADR 19): the canonical hash of a schema, the versions a
 * form has, and `form_seed_release` — which version each shipped schema created, and which
 * shipped schemas were held back behind an administrator's version.
 */

/** SHA-256 (hex) of the schema's canonical JSON: object keys sorted, arrays kept in order. */
export function canonicalSchemaHash(schema: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalSchemaJson(schema)).digest('hex');
}

export interface StoredVersion {
  version: number;
  createdBy: string;
  schema: Record<string, unknown>;
}

const sameSeedForm = (key: FormKey) =>
  and(
    eq(formSeedRelease.tenantId, key.tenantId),
    eq(formSeedRelease.appId, key.appId),
    eq(formSeedRelease.nodeId, key.nodeId),
  );

/** The newest version of the form (active or not), or the newest one a seed created. */
export async function findLatestVersion(
  tx: Executor,
  key: FormKey,
  options: { seedOnly?: boolean } = {},
): Promise<StoredVersion | null> {
  const found = await tx
    .select({ version: formSchema.version, createdBy: formSchema.createdBy, schema: formSchema.schema })
    .from(formSchema)
    .where(and(sameForm(key), options.seedOnly ? eq(formSchema.createdBy, SEED_AUTHOR) : undefined))
    .orderBy(desc(formSchema.version))
    .limit(1);
  return found[0] ?? null;
}

/** The seed hash recorded with a version a seed created (null for versions older than ADR 19). */
export async function findPublishedSeedHash(
  tx: Executor,
  key: FormKey,
  version: number,
): Promise<string | null> {
  const found = await tx
    .select({ seedHash: formSeedRelease.seedHash })
    .from(formSeedRelease)
    .where(
      and(sameSeedForm(key), eq(formSeedRelease.outcome, 'published'), eq(formSeedRelease.version, version)),
    )
    .limit(1);
  return found[0]?.seedHash ?? null;
}

export async function recordPublishedSeed(
  tx: Executor,
  key: FormKey & { version: number; seedHash: string },
): Promise<void> {
  await tx.insert(formSeedRelease).values({ ...key, outcome: 'published' });
}

/** Records a held-back shipped schema; false when that very fact was already recorded. */
export async function recordHeldSeed(
  tx: Executor,
  key: FormKey & { heldBehind: number; seedHash: string; schema: Record<string, unknown> },
): Promise<boolean> {
  const done = await tx
    .insert(formSeedRelease)
    .values({ ...key, outcome: 'held' })
    .onConflictDoNothing({
      target: [
        formSeedRelease.tenantId,
        formSeedRelease.appId,
        formSeedRelease.nodeId,
        formSeedRelease.heldBehind,
        formSeedRelease.seedHash,
      ],
      where: sql`outcome = 'held'`,
    })
    .returning({ id: formSeedRelease.id });
  return done.length === 1;
}

export interface HeldShippedVersion {
  seedHash: string;
  heldBehind: number;
  recordedAt: string;
  schema: Record<string, unknown>;
}

/**
 * For the form designer: the newest shipped schema that was held back behind an administrator's
 * version, unless a seed version was published after it or the latest version's content is that
 * schema (the administrator adopted it): then nothing is pending. Cheap: one indexed row per form,
 * plus the latest version when a held row is found. Runs in a tenant transaction (row-level
 * security) or as the owner.
 */
export async function findHeldShippedVersion(tx: Executor, key: FormKey): Promise<HeldShippedVersion | null> {
  const found = await tx
    .select({
      outcome: formSeedRelease.outcome,
      seedHash: formSeedRelease.seedHash,
      heldBehind: formSeedRelease.heldBehind,
      recordedAt: formSeedRelease.recordedAt,
      schema: formSeedRelease.schema,
    })
    .from(formSeedRelease)
    .where(sameSeedForm(key))
    .orderBy(desc(formSeedRelease.id))
    .limit(1);
  const row = found[0];
  if (row?.outcome !== 'held' || row.heldBehind === null || row.schema === null) return null;
  const latest = await findLatestVersion(tx, key);
  if (latest && canonicalSchemaHash(latest.schema) === row.seedHash) return null;
  return {
    seedHash: row.seedHash,
    heldBehind: row.heldBehind,
    recordedAt: new Date(row.recordedAt).toISOString(),
    schema: row.schema,
  };
}

/**
 * Serialises the form seed upgrade of one tenant: concurrent starts publish once (ADR 19). A
 * transaction-scoped advisory lock, released at commit.
 */
export async function lockFormSeedsOf(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rer:form-seed'), hashtext(${tenantId}))`);
}
