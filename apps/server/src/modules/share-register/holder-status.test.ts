import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { plantRegister, record } from './testing/register-fixture.js';

describe('share register: a frozen holder account cannot dispose of its shares', () => {
  let t: TestDatabase;
  let companyId: string;
  let A: string;
  let B: string;
  const N = '4';
  beforeAll(async () => {
    t = await createTestDatabase();
    const planted = await plantRegister(t.db, 2);
    companyId = planted.companyId;
    [A, B] = planted.holders as [string, string];
    await record(t.db, companyId, {
      type: 'initialRegistration',
      entries: [
        { holderId: A, shareNature: N, quantity: 1_000n },
        { holderId: B, shareNature: N, quantity: 500n },
      ],
    });
    await t.db.orm.execute(sql`update holder_account set status = 3 where uuid = ${A}`);
  });
  afterAll(async () => {
    await t.drop();
  });

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  };

  it('refuses a transfer by agreement and a pledge out of the frozen account', async () => {
    const account = `T${companyId.slice(0, 6)}0`;
    expect(
      await refusal(
        record(t.db, companyId, {
          type: 'transfer',
          holderId: A,
          shareNature: N,
          toHolderId: B,
          reason: 'agreement',
          quantity: 10n,
        }),
      ),
    ).toBe(`登记账户${account}已冻结，不能转出股份`);
    expect(
      await refusal(
        record(t.db, companyId, {
          type: 'pledge',
          holderId: A,
          shareNature: N,
          quantity: 10n,
          pledgee: { name: '某银行股份有限公司' },
        }),
      ),
    ).toBe(`登记账户${account}已冻结，不能办理股权质押`);
  });

  it('still lets shares arrive, and a court-enforced transfer go out', async () => {
    await record(t.db, companyId, {
      type: 'transfer',
      holderId: B,
      shareNature: N,
      toHolderId: A,
      reason: 'agreement',
      quantity: 100n,
    });
    const out = await record(t.db, companyId, {
      type: 'transfer',
      holderId: A,
      shareNature: N,
      toHolderId: B,
      reason: 'courtEnforcement',
      quantity: 50n,
    });
    expect(out.holdings.map((h) => h.held).sort((x, y) => Number(x - y))).toEqual([450n, 1_050n]);
  });
});
