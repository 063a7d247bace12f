import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_HOLDERS } from '../modules/identity/index.js';
import { rows } from '../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { loadDemoData } from './load-demo-data.js';
import { loadReferenceData } from './load-reference-data.js';

const [first, second] = DEMO_COMPANIES as unknown as [
  { uuid: string; code: string },
  { uuid: string; code: string },
];

describe('demo data on a data folder made by an older release', () => {
  let t: TestDatabase;
  const codes = async () =>
    rows<{ uuid: string; code: string | null }>(
      t.db.orm,
      sql`select uuid, code from company where uuid in (${first.uuid}, ${second.uuid}) order by code nulls first`,
    );
  beforeAll(async () => {
    t = await createTestDatabase();
    await loadReferenceData(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('gives the demo companies their custody codes and the demo holders their user codes, never taking a code another company holds', async () => {
    await loadDemoData(t.db);
    // As an older release left it: no codes, and a company of the operator's own holding one.
    await t.db.orm.execute(sql`update company set code = null where uuid in (${first.uuid}, ${second.uuid})`);
    await t.db.orm.execute(sql`update holder_account set user_code = null where account_number like 'D%'`);
    await t.db.orm.execute(sql`insert into company (uuid, tenant_id, name, code, company_type)
      values ('00000000-0000-4000-8000-00000000cafe', '000000', '运营方自建企业', ${second.code}, 1)`);
    await t.db.orm.execute(
      sql`update seed_state set checksum = 'older release' where name like 'demo-identity:%'`,
    );

    expect(await loadDemoData(t.db)).toEqual({ loaded: true });
    expect(await codes()).toEqual([
      { uuid: second.uuid, code: null },
      { uuid: first.uuid, code: first.code },
    ]);
    const userCodes = await rows<{ uuid: string; userCode: string | null }>(
      t.db.orm,
      sql`select uuid, user_code as "userCode" from holder_account where account_number like 'D%' order by account_number`,
    );
    expect(userCodes).toEqual(DEMO_HOLDERS.map((h) => ({ uuid: h.uuid, userCode: h.userCode })));
  });
});
