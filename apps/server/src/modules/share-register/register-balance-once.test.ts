import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Tx } from '../../platform/db/database.js';
import { dbErrorText } from '../../test-support/db-errors.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { plantRegister, record, TENANT } from './testing/register-fixture.js';

/**
 * Σ held = issued shares is checked at commit, once per company and transaction (migration
 * 20261128050000: the deferred trigger is queued by the first written holding of a company only).
 * The check must still see every statement of the transaction, survive a savepoint rolled back
 * and check each company it touched.
 */
describe('share register: the balance check queued once per company and transaction', () => {
  let t: TestDatabase;
  const companies: { companyId: string; holders: string[] }[] = [];
  const N = '4';
  beforeAll(async () => {
    t = await createTestDatabase();
    for (let c = 0; c < 2; c++) {
      const planted = await plantRegister(t.db, 3);
      companies.push(planted);
      await record(t.db, planted.companyId, {
        type: 'initialRegistration',
        entries: planted.holders.map((holderId, i) => ({
          holderId,
          shareNature: N,
          quantity: BigInt(1000 * (i + 1)),
        })),
      });
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  /** Moves `by` shares into (or, negative, out of) one holding, as the application role. */
  const shift = (tx: Tx, holderId: string, by: number) =>
    tx.execute(
      sql`update holding set held = held + ${by}, available = available + ${by} where holder_id = ${holderId}`,
    );
  const outcome = (work: (tx: Tx) => Promise<unknown>) =>
    t.db.withTenant(TENANT, work).then(() => 'committed', dbErrorText);
  const totals = async (companyId: string) =>
    (
      await rows<{ held: string }>(
        t.db.orm,
        sql`select sum(held)::text as held from holding where company_id = ${companyId}`,
      )
    )[0]?.held;

  it('queues the check with the first holding written and commits a balanced transaction of several statements', async () => {
    const [a, b, c] = companies[0]!.holders as [string, string, string];
    const flags = await t.db.withTenant(TENANT, async (tx) => {
      await tx.execute(
        sql`update holding set held = held, available = available where company_id = ${companies[0]!.companyId}`,
      );
      const flag = await rows<{ queued: boolean }>(
        tx,
        sql`select current_setting(${`rer_balance_queued.c${companies[0]!.companyId.replaceAll('-', '')}`}, true)
                   = txid_current()::text as queued`,
      );
      await shift(tx, a, 5);
      await shift(tx, b, -2);
      await shift(tx, c, -3);
      return flag;
    });
    expect(flags).toEqual([{ queued: true }]);
    expect(await totals(companies[0]!.companyId)).toBe('6000');
  });

  it('refuses at commit a later statement that unbalances the register', async () => {
    const [a, b] = companies[0]!.holders as [string, string];
    const result = await outcome(async (tx) => {
      await shift(tx, a, 1);
      await shift(tx, b, -1);
      await shift(tx, b, 1);
    });
    expect(result).toMatch(/股东名册不平/);
    expect(await totals(companies[0]!.companyId)).toBe('6000');
  });

  it('still checks after a savepoint that queued the check was rolled back', async () => {
    const [a, b] = companies[0]!.holders as [string, string];
    const result = await outcome(async (tx) => {
      await tx.execute(sql`savepoint balanced`);
      await shift(tx, a, 1);
      await shift(tx, b, -1);
      await tx.execute(sql`rollback to savepoint balanced`);
      await shift(tx, a, 7);
    });
    expect(result).toMatch(/股东名册不平/);
    expect(await totals(companies[0]!.companyId)).toBe('6000');
  });

  it('checks every company the transaction touched', async () => {
    const [a, b] = companies[0]!.holders as [string, string];
    const [other] = companies[1]!.holders as [string];
    const result = await outcome(async (tx) => {
      await shift(tx, a, 1);
      await shift(tx, b, -1);
      await shift(tx, other, 1);
    });
    expect(result).toMatch(new RegExp(`股东名册不平：公司 ${companies[1]!.companyId}`));
    expect(await totals(companies[1]!.companyId)).toBe('6000');
  });
});
