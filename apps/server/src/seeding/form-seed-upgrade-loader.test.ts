import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantSeeds } from '../modules/system/index.js';
import { rows } from '../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { loadFormSeeds } from './form-seeds.js';
import { loadReferenceData } from './load-reference-data.js';

/**
 * ADR 19 through the start-up loader: a database whose older loader already recorded the current
 * seed files (checksum-skipped, version 1 kept forever) gets the shipped schema as version 2.
 */
describe('reference loader ships new form seed versions', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  const shipped = loadFormSeeds().find((s) => s.appId === '550004' && s.nodeId === 'apply')!;
  const oldSeed = { ...shipped, schema: { ...shipped.schema, title: '股份转让登记申请（旧版）' } };

  it('publishes the shipped schema over an untouched older seed version in every tenant, once', async () => {
    const first = await loadReferenceData(t.db, { formSeeds: [oldSeed] });
    expect(first.formSeeds.map((o) => `${o.tenantId}:${o.kind}:${o.version}`).sort()).toEqual(
      tenantSeeds.map((s) => `${s.tenantId}:create:1`).sort(),
    );
    // As the loader before ADR 19 left a database that had started with the new files already:
    // their checksum recorded, the old version 1 kept.
    const oldChecksum = createHash('sha256')
      .update(JSON.stringify([{ appId: shipped.appId, nodeId: shipped.nodeId, schema: shipped.schema }]))
      .digest('hex');
    await t.db.orm.execute(
      sql`update seed_state set checksum = ${oldChecksum} where name like 'form-schema:%'`,
    );

    const second = await loadReferenceData(t.db, { formSeeds: [shipped] });
    expect(second.formSeeds.map((o) => `${o.tenantId}:${o.kind}:${o.version}`).sort()).toEqual(
      tenantSeeds.map((s) => `${s.tenantId}:publish:2`).sort(),
    );
    const active = await rows<{ tenant_id: string; version: number; title: string }>(
      t.db.orm,
      sql`select tenant_id, version, schema->>'title' as title from form_schema
          where app_id = '550004' and node_id = 'apply' and status = 'active' order by tenant_id`,
    );
    expect(active).toHaveLength(tenantSeeds.length);
    for (const row of active) expect(row).toMatchObject({ version: 2, title: '股份转让登记申请' });

    const third = await loadReferenceData(t.db, { formSeeds: [shipped] });
    expect(third.formSeeds).toEqual([]);
    expect(third.loaded.filter((name) => name.startsWith('form-schema:'))).toEqual([]);
  });
});
