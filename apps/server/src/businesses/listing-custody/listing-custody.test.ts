import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSectors } from '../../modules/listing/index.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import { freshEnterprise } from '../registration-custody/testing/custody-enterprise.js';
import { CUSTODY_QUALIFICATIONS, custodyForm } from '../registration-custody/testing/custody-fixture.js';

describe('550100 挂牌托管: custody and listing in one application (ADR 79)', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
    await t.testDb.db.withTenant(TENANT, (tx) => seedDemoSectors(tx, TENANT));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an unknown board before anything is written, then opens, takes into custody and lists the company', async () => {
    const applicant = await freshEnterprise(t, 'listing_custody_1');
    const form: Record<string, unknown> = await planted(
      t,
      {
        ...custodyForm({ companyNo: 100, holders: 5, qualifications: [...CUSTODY_QUALIFICATIONS] }),
        appliedTier: 'incubation',
        transferBoardIntention: '1',
        sector: 'JCB',
        featuredSector: '',
      },
      'listing_custody_1',
    );
    const before = (
      await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from application`)
    )[0]!.n;
    const bad = await call(t, applicant, '/application/submit', {
      appId: '550100',
      idempotencyKey: key(),
      formData: { ...form, sector: 'NOPE' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('所选挂牌板块不存在或已停用，请重新选择');
    expect(
      (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from application`))[0]!.n,
    ).toBe(before);

    const submitted = await call(t, applicant, '/application/submit', {
      appId: '550100',
      idempotencyKey: key(),
      formData: form,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const last = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(last.statusCode, last.body).toBe(200);
    const [company] = await rows<Record<string, unknown>>(
      t.testDb.db.orm,
      sql`select is_register as "isRegister", is_listing as "isListing", sector, list_code as "listCode",
            applied_tier as tier, total_issued_shares::text as issued
          from company where credit_code = ${form.idNumber as string}`,
    );
    expect(company).toMatchObject({
      isRegister: true,
      isListing: true,
      sector: 'JCB',
      listCode: '900001',
      tier: 'incubation',
    });
    expect(Number(company!.issued)).toBeGreaterThan(0);
    const services = await rows<{ type: string }>(
      t.testDb.db.orm,
      sql`select s.service_type as type from company_service s join company c on c.uuid = s.company_id
          where c.credit_code = ${form.idNumber as string} and s.service_status = '1' order by s.service_type`,
    );
    expect(services.map((s) => s.type)).toEqual(['1', '4']);
  });
});
