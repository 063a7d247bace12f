import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { loadReferenceData } from './load-reference-data.js';

describe('reference data', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  const counts = async () =>
    (
      await rows<Record<string, string>>(
        t.db.orm,
        sql`select (select count(*) from tenant)::text as tenants, (select count(*) from region)::text as regions,
                   (select count(*) from dict_biz)::text as dicts, (select count(*) from dict_biz_type)::text as types,
                   (select count(*) from param_biz)::text as params`,
      )
    )[0]!;

  it('loads once; a second start changes nothing, and an operator edit survives', async () => {
    const first = await loadReferenceData(t.db);
    expect(first.loaded).toContain('regions');
    const after = await counts();
    expect(Number(after.regions)).toBe(31 + 342 + 2978);
    expect(Number(after.tenants)).toBe(3);
    await t.db.orm.execute(
      sql`update param_biz set param_value = 'false' where param_key = 'blockchain.isOpen' and tenant_id = '000000'`,
    );
    const second = await loadReferenceData(t.db);
    expect(second.loaded).toEqual([]);
    expect(await counts()).toEqual(after);
    // Even when a data set must be reloaded (changed seed), existing rows are not overwritten.
    await t.db.orm.execute(sql`delete from seed_state`);
    const third = await loadReferenceData(t.db);
    expect(third.loaded.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(after);
    const edited = await rows<{ param_value: string }>(
      t.db.orm,
      sql`select param_value from param_biz where param_key = 'blockchain.isOpen' and tenant_id = '000000'`,
    );
    expect(edited[0]!.param_value).toBe('false');
  });
});
