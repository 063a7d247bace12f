import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import {
  demoId,
  openDemoRegister,
  pledgeDemoShares,
  recordInDemo,
} from '../../../test-support/demo-register.js';
import { plantRegister, record } from '../../share-register/testing/register-fixture.js';

export const C1 = demoId('c', 1);
export const C2 = demoId('c', 2);
export const PERSON = demoId('f', 1);
export const FIRM = demoId('f', 4);
export const PRODUCT = demoId('f', 5);
export const COURT = '大连市中级人民法院';
export const OTHER_TENANT = '100001';

/**
 * The demo tenant's encumbrances, recorded through the register's own function: the person's
 * pledge to 演示银行 (04-01), a court freeze of the firm's shares (04-10) and a queued freeze behind
 * it (04-12), a lock of the person's C1 shares (04-15) and of the product's C2 shares (04-16).
 */
export async function plantDemoEncumbrances(db: Database): Promise<void> {
  await openDemoRegister(db);
  await pledgeDemoShares(db);
  const court = { court: COURT, startsOn: '2026-04-10', endsOn: '2029-04-09' };
  const firm = { holderId: FIRM, shareNature: '3' };
  await recordInDemo(
    db,
    C1,
    { type: 'judicialFreeze', ...firm, quantity: 500_000n, ...court, documentNo: '（2026）辽02执123号' },
    '2026-04-10',
  );
  await recordInDemo(
    db,
    C1,
    { type: 'queuedFreeze', ...firm, quantity: 300_000n, ...court, documentNo: '（2026）辽02执200号' },
    '2026-04-12',
  );
  await recordInDemo(
    db,
    C1,
    { type: 'lock', holderId: PERSON, shareNature: '4', quantity: 200_000n },
    '2026-04-15',
  );
  await recordInDemo(
    db,
    C2,
    {
      type: 'initialRegistration',
      entries: [
        { holderId: PERSON, shareNature: '4', quantity: 500n },
        { holderId: PRODUCT, shareNature: '9', quantity: 1_500n },
      ],
    },
    '2026-03-02',
  );
  await recordInDemo(
    db,
    C2,
    { type: 'lock', holderId: PRODUCT, shareNature: '9', quantity: 700n },
    '2026-04-16',
  );
}

/** Another tenant with its own register, a pledge of its own and its announcement switches on. */
export async function plantOtherTenant(db: Database): Promise<void> {
  const { companyId, holders } = await plantRegister(db, 2, OTHER_TENANT);
  const [a, b] = holders as [string, string];
  await record(
    db,
    companyId,
    {
      type: 'initialRegistration',
      entries: [
        { holderId: a, shareNature: '4', quantity: 1_000n },
        { holderId: b, shareNature: '4', quantity: 1_000n },
      ],
    },
    { tenantId: OTHER_TENANT },
  );
  await record(
    db,
    companyId,
    { type: 'pledge', holderId: a, shareNature: '4', quantity: 400n, pledgee: { name: '他行银行' } },
    { tenantId: OTHER_TENANT },
  );
  for (const key of ['bizTopMenu.8', 'freeze.notice.switch'])
    await db.orm.execute(
      sql`insert into param_biz (tenant_id, param_key, param_name, param_value)
          values (${OTHER_TENANT}, ${key}, ${key}, 'true') on conflict (tenant_id, param_key) do nothing`,
    );
}

/** The operator turns an announcement switch of the demo tenant on or off. */
export function setDemoSwitch(db: Database, key: string, on: boolean) {
  return db.orm.execute(
    sql`update param_biz set param_value = ${on ? 'true' : 'false'} where tenant_id = '000000' and param_key = ${key}`,
  );
}
