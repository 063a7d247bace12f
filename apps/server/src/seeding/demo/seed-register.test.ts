import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRegister } from '../../modules/share-register/index.js';
import { rows } from '../../platform/db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { loadDemoData } from '../load-demo-data.js';
import { loadReferenceData } from '../load-reference-data.js';
import { seedDemoData } from './seed-demo.js';
import { seedDemoRegisters } from './seed-register.js';

const TENANT = '000000';

describe('demo registers', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await loadReferenceData(t.db);
    await loadDemoData(t.db);
    await seedDemoData(t.db, { companies: 6, holders: 120, tenantId: TENANT });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('records registers through the use-case, consistent with their history, once', async () => {
    const first = await seedDemoRegisters(t.db, { tenantId: TENANT, companies: 6 });
    expect(first.registers).toBeGreaterThanOrEqual(6);
    const companies = await rows<{ company_id: string; types: string }>(
      t.db.orm,
      sql`select company_id, string_agg(event_type, ',' order by seq) as types from register_event group by company_id`,
    );
    expect(companies).toHaveLength(first.registers);
    expect(companies.flatMap((c) => c.types.split(','))).toEqual(
      expect.arrayContaining(['initialRegistration', 'transfer', 'pledge', 'judicialFreeze']),
    );
    for (const { company_id: companyId } of companies) {
      const check = await t.db.withTenant(TENANT, (tx) =>
        verifyRegister({ tx, tenantId: TENANT, companyId }),
      );
      expect(check.differences).toEqual([]);
    }
    // Share nature follows the holder: no person holds 法人股, no company or product 自然人股.
    const mismatched = await rows<{ account_number: string; share_nature: string }>(
      t.db.orm,
      sql`select h.account_number, g.share_nature from holding g join holder_account h on h.uuid = g.holder_id
          where g.held > 0 and (h.organ_type = 2) <> (g.share_nature in ('4', '6'))`,
    );
    expect(mismatched).toEqual([]);
    // No company holds its own shares (its holder account has the company's credit code).
    const ownShares = await rows<{ name: string }>(
      t.db.orm,
      sql`select c.name from holding g join holder_account h on h.uuid = g.holder_id
          join company c on c.uuid = g.company_id
          where g.held > 0 and h.certificate_no = c.credit_code`,
    );
    expect(ownShares).toEqual([]);
    // The institution investor's account has not confirmed its rights in 大连演示科技 (ADR 74).
    const unconfirmed = await rows<{ account_number: string; confirmed: number }>(
      t.db.orm,
      sql`select h.account_number, r.confirmed::int from rights_confirmation r join holder_account h on h.uuid = r.holder_id`,
    );
    expect(unconfirmed).toEqual([{ account_number: 'D000000004', confirmed: 0 }]);
    expect(await seedDemoRegisters(t.db, { tenantId: TENANT, companies: 6 })).toEqual({ registers: 0 });
  });
});
