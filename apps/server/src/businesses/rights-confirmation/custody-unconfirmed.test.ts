import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  staff,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import { custodyForm } from '../registration-custody/testing/custody-fixture.js';

/**
 * ADR 74 §6: a register taken into custody by staff who chose to continue with a holder marked
 * 是否确权 = 否 leaves that holder 未确权 in the new company (the 000 §4 gate then applies to it),
 * and only that holder.
 */
describe('custody with an unconfirmed holder', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  let admin: Headers;
  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
    admin = await staff(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks the holder the custody register lists as unconfirmed, and no other', async () => {
    const form = custodyForm({ companyNo: 7, holders: 3 });
    const holders = form.holderInfo as Record<string, string>[];
    const formData = await planted(
      t,
      { ...form, holderInfo: holders.map((h, i) => (i === 1 ? { ...h, comfirm: '0' } : h)) },
      'admin',
    );
    const filed = await call(t, admin, '/application/submit', {
      appId: '550001',
      idempotencyKey: key(),
      confirmUnconfirmed: true,
      formData,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const { uuid } = filed.json().data;
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
    const done = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(done.statusCode, done.body).toBe(200);
    const marked = await rows<{ holderName: string; confirmed: number }>(
      t.testDb.db.orm,
      sql`select h.holder_name as "holderName", r.confirmed::int from rights_confirmation r
          join holder_account h on h.uuid = r.holder_id join application a on a.company_id = r.company_id
          where a.uuid = ${uuid}`,
    );
    expect(marked).toEqual([{ holderName: holders[1]!.holderName, confirmed: 0 }]);
  });
});
