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

  it('leaves 大连演示科技 in custody with its hosting row and qualification, once however often it loads', async () => {
    const tech = 'c0000000-0000-4000-8000-000000000001';
    await loadGeneratedDemoData(t.db);
    await t.db.orm.execute(
      sql`update seed_state set checksum = 'older release' where name = 'demo-generated:000000'`,
    );
    expect(await loadGeneratedDemoData(t.db)).toEqual({ loaded: true });
    const [company] = await rows<{ isRegister: boolean; registerDate: string }>(
      t.db.orm,
      sql`select is_register as "isRegister", register_date::text as "registerDate" from company where uuid = ${tech}`,
    );
    expect(company).toEqual({ isRegister: true, registerDate: '2026-01-05' });
    expect(
      await rows(
        t.db.orm,
        sql`select service_type as "type", service_status as "status", start_date::text as "start"
            from company_service where company_id = ${tech}`,
      ),
    ).toEqual([{ type: '1', status: '1', start: '2026-01-05' }]);
    expect(
      await rows(
        t.db.orm,
        sql`select maket_role as "role" from company_qualification where company_id = ${tech}`,
      ),
    ).toEqual([{ role: '4' }]);
  });
});
