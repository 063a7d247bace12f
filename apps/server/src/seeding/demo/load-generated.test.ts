import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { loadDemoData } from '../load-demo-data.js';
import { loadReferenceData } from '../load-reference-data.js';
import { demoUuid } from './generate.js';
import { loadGeneratedDemoData } from './load-generated.js';

describe('the generated demo set of npm start', () => {
  let t: TestDatabase;
  const holdersOfUserCode = (code: string) =>
    rows<{ accountNumber: string }>(
      t.db.orm,
      sql`select account_number as "accountNumber" from holder_account where user_code = ${code}
          order by account_number`,
    );
  beforeAll(async () => {
    t = await createTestDatabase();
    await loadReferenceData(t.db);
    await loadDemoData(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('never gives a generated holder a hand-made demo investor’s user code, even in an older folder', async () => {
    await loadGeneratedDemoData(t.db);
    const investor = ['D000000001', 'D000000002', 'D000000003'].map((accountNumber) => ({ accountNumber }));
    expect(await holdersOfUserCode('U000000001')).toEqual(investor);
    expect(await holdersOfUserCode('UG000000001')).toEqual([{ accountNumber: 'G0000000001' }]);

    // As an older release left it: generated holder 1 with U000000001, and an older seed checksum.
    await t.db.orm.execute(
      sql`update holder_account set user_code = 'U000000001' where uuid = ${demoUuid('holder', 1)}`,
    );
    await t.db.orm.execute(
      sql`update seed_state set checksum = 'older release' where name = 'demo-generated:000000'`,
    );
    expect(await loadGeneratedDemoData(t.db)).toEqual({ loaded: true });
    expect(await holdersOfUserCode('U000000001')).toEqual(investor);
    expect(await holdersOfUserCode('UG000000001')).toEqual([{ accountNumber: 'G0000000001' }]);
  });
});
