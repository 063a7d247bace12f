import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  enterprise,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  TENANT,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import { custodyForm } from '../registration-custody/testing/custody-fixture.js';

describe('550114 custody of a company already on the platform', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the enterprise’s own company into custody with its register; the company is never opened', async () => {
    const form = custodyForm({ companyNo: 114, holders: 12, frozen: 1 });
    const companyId = randomUUID();
    await t.testDb.db.orm.execute(
      sql`insert into company (uuid, tenant_id, name, credit_code, id_type)
          values (${companyId}, ${TENANT}, ${form.name as string}, ${form.idNumber as string}, '11')`,
    );
    await t.testDb.db.orm.execute(
      sql`insert into account_company (tenant_id, account_id, company_id, relation)
          select ${TENANT}, id, ${companyId}, 'enterprise' from account where account = 'org_demo'`,
    );
    const org = await enterprise(t, companyId);
    // Without a company of its own the enterprise cannot file 550114.
    const unknown = custodyForm({ companyNo: 115, holders: 2 });
    const noCompany = await call(t, await enterprise(t, ''), '/application/submit', {
      appId: '550114',
      idempotencyKey: key(),
      formData: await planted(t, unknown),
    });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().msg).toBe('请选择企业');
    const submitted = await call(t, org, '/application/submit', {
      appId: '550114',
      idempotencyKey: key(),
      formData: await planted(t, form),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const last = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(last.statusCode, last.body).toBe(200);
    const [company] = await rows<{ isRegister: boolean; issued: string; version: number }>(
      t.testDb.db.orm,
      sql`select is_register as "isRegister", total_issued_shares::text as issued, record_version as version
          from company where uuid = ${companyId}`,
    );
    expect(company).toEqual({ isRegister: true, issued: '120000', version: 2 });
    const [frozen] = await rows<{ frozen: string }>(
      t.testDb.db.orm,
      sql`select sum(frozen)::text as frozen from holding where company_id = ${companyId}`,
    );
    expect(frozen!.frozen).toBe('2500');
    const [unknownCompany] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from company where credit_code = ${unknown.idNumber as string}`,
    );
    expect(unknownCompany!.n).toBe(0);
  });
});
