import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCompanyQualifications } from '../../modules/company/index.js';
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
import { freshEnterprise } from './testing/custody-enterprise.js';
import { CUSTODY_QUALIFICATIONS, custodyForm } from './testing/custody-fixture.js';

/** 550001's completion writes the qualifications its application grants (ADR 47, 48). */
describe('550001 registration and custody: granted qualifications', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('a company the platform knew keeps the qualification it holds; only the new rows are written', async () => {
    const form = custodyForm({ companyNo: 5, holders: 3, qualifications: [...CUSTODY_QUALIFICATIONS] });
    const companyId = randomUUID();
    await t.testDb.db.orm.execute(
      sql`insert into company (uuid, tenant_id, name, credit_code, id_type)
          values (${companyId}, ${TENANT}, ${form.name as string}, ${form.idNumber as string}, '11')`,
    );
    // It holds 挂牌企业 effective already; the applicant files without its uuid (no submit check).
    await t.testDb.db.withTenant(TENANT, (tx) =>
      recordCompanyQualifications(tx, {
        tenantId: TENANT,
        companyId,
        applicationId: null,
        rows: [
          {
            qualificationCategory: '1',
            maketRole: '2',
            qualificationStatus: '1',
            qualificationCode: 'GP-OLD',
          },
        ],
      }),
    );
    const applicant = await freshEnterprise(t, 'custody_known_5');
    const submitted = await call(t, applicant, '/application/submit', {
      appId: '550001',
      idempotencyKey: key(),
      formData: await planted(t, form, 'custody_known_5'),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const last = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(last.statusCode, last.body).toBe(200);
    const granted = await rows<{ role: string; status: string; code: string | null; fromApp: boolean }>(
      t.testDb.db.orm,
      sql`select maket_role as role, qualification_status as status, qualification_code as code,
            application_id is not null as "fromApp"
          from company_qualification where company_id = ${companyId} order by maket_role`,
    );
    expect(granted).toEqual([
      { role: '2', status: '1', code: 'GP-OLD', fromApp: false },
      { role: '5', status: '0', code: null, fromApp: true },
    ]);
  });
});
