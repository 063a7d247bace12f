import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { expectDbError } from '../../test-support/db-errors.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { plantRegister, record, TENANT } from './testing/register-fixture.js';

/**
 * A holding names an existing holder account and register event (migration 20261128050000: checked
 * once per statement instead of by two foreign keys, because neither row is ever removed).
 */
describe('share register: a holding references its holder account and last event', () => {
  let t: TestDatabase;
  let companyId: string;
  let holders: string[];
  let eventId: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    ({ companyId, holders } = await plantRegister(t.db, 4));
    const recorded = await record(t.db, companyId, {
      type: 'initialRegistration',
      entries: [{ holderId: holders[0]!, shareNature: '4', quantity: 100n }],
    });
    eventId = recorded.eventId;
  });
  afterAll(async () => {
    await t.drop();
  });

  /** Inserts holdings of 0 shares (the balance stays) for these holders, naming `lastEvent`. */
  const insertHoldings = (ids: string[], lastEvent: string) =>
    t.db.withTenant(TENANT, (tx) =>
      tx.execute(sql`insert into holding (tenant_id, company_id, holder_id, share_nature, held, available, last_event_id)
        select ${TENANT}, ${companyId}::uuid, h::uuid, '4', 0, 0, ${lastEvent}::bigint
        from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as h`),
    );
  const holdingsOf = async (ids: string[]) =>
    (
      await rows<{ n: number }>(
        t.db.orm,
        sql`select count(*)::int as n from holding
            where holder_id::text in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
      )
    )[0]?.n;

  it('refuses a statement whose rows name a holder account that does not exist, all of it', async () => {
    const missing = randomUUID();
    await expectDbError(
      insertHoldings([holders[1]!, missing, holders[2]!], eventId),
      new RegExp(`holder account ${missing} does not exist`),
    );
    expect(await holdingsOf([holders[1]!, holders[2]!])).toBe(0);
  });

  it('refuses a holding whose last event does not exist, on insert and on update', async () => {
    await expectDbError(
      insertHoldings([holders[1]!], '999999999'),
      /register event 999999999 does not exist/,
    );
    await expectDbError(
      t.db.withTenant(TENANT, (tx) =>
        tx.execute(sql`update holding set last_event_id = 999999998 where holder_id = ${holders[0]!}`),
      ),
      /register event 999999998 does not exist/,
    );
  });

  it('writes holdings that name existing accounts and events', async () => {
    await insertHoldings([holders[1]!, holders[2]!], eventId);
    expect(await holdingsOf([holders[1]!, holders[2]!])).toBe(2);
  });

  it('never deletes or renumbers a holder account, even one without holdings, even as the owner', async () => {
    const unused = holders[3]!;
    await expectDbError(
      t.db.orm.execute(sql`delete from holder_account where uuid = ${unused}`),
      /never deleted/,
    );
    await expectDbError(
      t.db.orm.execute(sql`update holder_account set uuid = ${randomUUID()} where uuid = ${unused}`),
      /never deleted or renumbered/,
    );
    await expectDbError(t.db.orm.execute(sql`truncate holder_account cascade`), /append-only/);
    // Closing (销户) is how an account ends.
    await t.db.orm.execute(sql`update holder_account set status = 2 where uuid = ${unused}`);
    expect(
      await rows<{ status: number }>(t.db.orm, sql`select status from holder_account where uuid = ${unused}`),
    ).toEqual([{ status: 2 }]);
  });
});
