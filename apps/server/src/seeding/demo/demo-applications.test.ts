import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantDemoRegister } from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { seedDemoApplications } from './demo-applications.js';

describe('demo applications (npm start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await plantDemoRegister(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('one waits for 初审, one is returned with an opinion; a second run changes nothing', async () => {
    await seedDemoApplications(t.testDb.db);
    await seedDemoApplications(t.testDb.db);
    const apps = await rows<{ idempotency_key: string; status: string; current_node: string }>(
      t.testDb.db.orm,
      sql`select idempotency_key, status, current_node from application order by idempotency_key`,
    );
    expect(apps).toEqual([
      { idempotency_key: 'demo-550004-returned', status: 'returned', current_node: 'UpdateApplyApprove' },
      { idempotency_key: 'demo-550004-waiting', status: 'in_review', current_node: 'PreliminaryApprove' },
    ]);
    const [events] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from register_event where biz_sn is not null`,
    );
    expect(events!.n).toBe(0);
  });
});
