import {
  canonicalSchemaHash,
  type FormKey,
  findLatestVersion,
  findPublishedSeedHash,
  insertFirstVersionIfNone,
  insertFormSchemaVersion,
  lockFormSeedsOf,
  recordHeldSeed,
  recordPublishedSeed,
  retireActiveVersion,
  SEED_AUTHOR,
} from '../modules/forms/index.js';
import { type AuditContext, writeAudit } from '../platform/audit.js';
import type { Database, Tx } from '../platform/db/database.js';

/**
 * Ships new versions of the seeded forms to existing databases (ADR 19). For each seeded
 * (appId, nodeId) of a tenant: no version yet → version 1; the shipped schema equals the last
 * seed-created version (by canonical hash) or the latest version's content → nothing; the latest
 * version is an administrator's → held back and recorded, never published over it; otherwise the
 * shipped schema becomes a new version (the old one retired), with an audit row (actor: system).
 */
export interface FormSeedInput {
  appId: string;
  nodeId: string;
  schema: Record<string, unknown>;
}

export type FormSeedDecision =
  | { kind: 'create' }
  | { kind: 'current'; latest: number }
  | { kind: 'publish'; previous: number }
  | { kind: 'hold'; behind: number };

export interface FormSeedOutcome {
  tenantId: string;
  appId: string;
  nodeId: string;
  kind: FormSeedDecision['kind'];
  /** create/publish: the new version; current: the latest; hold: the administrator's version. */
  version: number;
  seedHash: string;
  /** hold: whether this run recorded it (false: already known from an earlier start). */
  newlyRecorded: boolean;
}

/** One line for a person running a command (the seed CLI); null when there is nothing to say. */
export function describeFormSeedOutcome(outcome: FormSeedOutcome): string | null {
  const form = `${outcome.appId} / 节点 ${outcome.nodeId}（租户 ${outcome.tenantId}）`;
  switch (outcome.kind) {
    case 'create':
      return `内置表单已创建：${form}，版本 ${outcome.version}`;
    case 'publish':
      return `内置表单新版本已发布：${form}，版本 ${outcome.version}`;
    case 'hold':
      return `内置表单新版本未发布：${form}，当前生效的是管理员编辑的版本 ${outcome.version}，请在“表单设计”中查看`;
    default:
      return null;
  }
}

/**
 * Part of the reference loader's checksum of the form set: bumping it makes every database run
 * the form seeds once more even when the shipped files did not change (ADR 19).
 */
export const FORM_SEED_UPGRADE_REVISION = 'adr-19';

/** Actor of the audit rows of seed publications. */
export const FORM_SEED_ACTOR = '系统（表单种子）';

/** The pure rule; `latest` is the form's newest version, `lastSeedHash` that of its newest seed version. */
export function decideFormSeed(input: {
  shippedHash: string;
  latest: { version: number; createdBy: string; contentHash: string } | null;
  lastSeedHash: string | null;
}): FormSeedDecision {
  const { shippedHash, latest, lastSeedHash } = input;
  if (!latest) return { kind: 'create' };
  if (shippedHash === lastSeedHash || shippedHash === latest.contentHash)
    return { kind: 'current', latest: latest.version };
  if (latest.createdBy !== SEED_AUTHOR) return { kind: 'hold', behind: latest.version };
  return { kind: 'publish', previous: latest.version };
}

export class FormSeedUpgradeError extends Error {
  override name = 'FormSeedUpgradeError';
}

async function decide(tx: Tx, key: FormKey, shippedHash: string): Promise<FormSeedDecision> {
  const latest = await findLatestVersion(tx, key);
  if (!latest) return decideFormSeed({ shippedHash, latest: null, lastSeedHash: null });
  const lastSeed =
    latest.createdBy === SEED_AUTHOR ? latest : await findLatestVersion(tx, key, { seedOnly: true });
  // Versions a seed created before ADR 19 carry no recorded hash: their stored schema is the seed.
  const lastSeedHash = lastSeed
    ? ((await findPublishedSeedHash(tx, key, lastSeed.version)) ?? canonicalSchemaHash(lastSeed.schema))
    : null;
  return decideFormSeed({
    shippedHash,
    latest: {
      version: latest.version,
      createdBy: latest.createdBy,
      contentHash: canonicalSchemaHash(latest.schema),
    },
    lastSeedHash,
  });
}

/** The new version, or null when another writer got there first (the caller decides again). */
async function publish(
  tx: Tx,
  key: FormKey,
  seed: FormSeedInput,
  seedHash: string,
  previous: number,
): Promise<number | null> {
  const version = previous + 1;
  if (previous === 0) {
    if (!(await insertFirstVersionIfNone(tx, { ...key, schema: seed.schema, createdBy: SEED_AUTHOR }))) {
      return null;
    }
  } else {
    // The designer's optimistic retire: a save committed meanwhile leaves no row to retire.
    if (!(await retireActiveVersion(tx, key, previous))) return null;
    await insertFormSchemaVersion(tx, { ...key, version, schema: seed.schema, createdBy: SEED_AUTHOR });
  }
  await recordPublishedSeed(tx, { ...key, version, seedHash });
  // Installing a form's first version is reference data, like the old loader (not audited);
  // replacing a version users are served is a change, audited like an administrator's save.
  if (previous === 0) return version;
  const actor: AuditContext = {
    tenantId: key.tenantId,
    ip: null,
    requestId: null,
    actorId: null,
    actorName: FORM_SEED_ACTOR,
  };
  await writeAudit(tx, actor, {
    action: 'form.save',
    targetType: 'form_schema',
    targetId: `${key.appId}/${key.nodeId}`,
    detail: { version, previousVersion: previous, source: 'seed', seedHash },
  });
  return version;
}

/**
 * One tenant's seeded forms, in the caller's transaction (the owner's: seeding runs before any
 * request). A transaction-scoped advisory lock per tenant serialises concurrent starts: the
 * second waits, then reads the first one's versions and finds nothing to do.
 */
export async function upgradeFormSeeds(
  tx: Tx,
  tenantId: string,
  seeds: FormSeedInput[],
): Promise<FormSeedOutcome[]> {
  await lockFormSeedsOf(tx, tenantId);
  const outcomes: FormSeedOutcome[] = [];
  for (const seed of seeds) {
    const key: FormKey = { tenantId, appId: seed.appId, nodeId: seed.nodeId };
    const seedHash = canonicalSchemaHash(seed.schema);
    let decision = await decide(tx, key, seedHash);
    let published: number | null = null;
    // Behind the lock nobody races us but a designer save from a running process; after losing
    // to it, the committed version decides again (hold or current).
    for (
      let attempt = 0;
      attempt < 3 && (decision.kind === 'create' || decision.kind === 'publish');
      attempt++
    ) {
      published = await publish(tx, key, seed, seedHash, decision.kind === 'create' ? 0 : decision.previous);
      if (published !== null) break;
      decision = await decide(tx, key, seedHash);
    }
    const base = { tenantId, appId: seed.appId, nodeId: seed.nodeId, kind: decision.kind, seedHash };
    if (decision.kind === 'create' || decision.kind === 'publish') {
      if (published === null) {
        throw new FormSeedUpgradeError(`表单 ${key.appId}/${key.nodeId} 持续被并发修改，未能发布内置版本`);
      }
      outcomes.push({ ...base, version: published, newlyRecorded: true });
    } else if (decision.kind === 'hold') {
      const newlyRecorded = await recordHeldSeed(tx, {
        ...key,
        heldBehind: decision.behind,
        seedHash,
        schema: seed.schema,
      });
      outcomes.push({ ...base, version: decision.behind, newlyRecorded });
    } else {
      outcomes.push({ ...base, version: decision.latest, newlyRecorded: false });
    }
  }
  return outcomes;
}

/** The same for several tenants, one transaction each (for callers outside the reference loader). */
export async function upgradeFormSeedsOf(
  db: Database,
  tenantIds: readonly string[],
  seeds: FormSeedInput[],
): Promise<FormSeedOutcome[]> {
  const all: FormSeedOutcome[] = [];
  for (const tenantId of tenantIds) {
    all.push(...(await db.orm.transaction((tx) => upgradeFormSeeds(tx, tenantId, seeds))));
  }
  return all;
}
