import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, key, openWorkflowApp, planted } from '../../modules/workflow/testing/workflow-fixture.js';
import type { TestApp } from '../../test-support/test-app.js';
import { freshEnterprise } from './testing/custody-enterprise.js';
import { custodyForm } from './testing/custody-fixture.js';

/** 002 §6 default qualification by flow: 550001 with processType 3 carries 金融资质 (ADR 50). */
describe('550001 processType and the default qualification', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await openWorkflowApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = async (account: string, extra: Record<string, unknown>) => {
    const applicant = await freshEnterprise(t, account);
    const form: Record<string, unknown> = { ...custodyForm({ companyNo: 31, holders: 2 }), ...extra };
    return call(t, applicant, '/application/submit', {
      appId: '550001',
      idempotencyKey: key(),
      formData: await planted(t, form, account),
    });
  };

  it('refuses processType 3 without the financial qualification row, naming the field', async () => {
    const refused = await submit('custody_ptype_1', { processType: '3', qualificationList: [] });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().msg).toBe('资质信息：办理类型带出的默认资质（金融资质）不能删除，请添加该资质');
  });

  it('refuses a processType the form does not offer', async () => {
    const refused = await submit('custody_ptype_2', { processType: '2' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().msg).toContain('办理类型');
  });

  it('accepts processType 3 with the financial row', async () => {
    const financial = { qualificationCategory: '2', maketRole: '71', qualificationStatus: '1' };
    const withRow = await submit('custody_ptype_3', { processType: '3', qualificationList: [financial] });
    expect(withRow.statusCode, withRow.body).toBe(200);
  });
});
