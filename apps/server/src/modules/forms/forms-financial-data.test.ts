import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { FORMS_BIZ, FORMS_MGR } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  transferForm,
} from '../workflow/testing/workflow-fixture.js';

/** The four-table financial data widget (001 §3.17, §5.17) in a submitted form, checked by the server. */
describe('four-table financial data widget on submit', () => {
  let t: TestApp;
  let org: Headers;
  beforeAll(async () => {
    ({ t, org } = await openWorkflowApp());
    const admin = (await signIn(t, 'admin')).headers;
    const current = await t.app.inject({
      method: 'GET',
      url: `${FORMS_BIZ}/detail?mgrOrBiz=mgr&appId=550004&nodeId=apply`,
      headers: admin,
    });
    expect(current.statusCode, current.body).toBe(200);
    const { version, schema } = current.json().data;
    const [first, ...rest] = schema.groups;
    const field = {
      type: 'widget',
      widget: 'financialData',
      prop: 'financialInfo',
      label: '财务数据',
      props: { requiredRows: ['monetaryCapital'], hiddenTables: ['cashFlow'] },
    };
    const groups = [{ ...first, fields: [...first.fields, field] }, ...rest];
    const saved = await t.app.inject({
      method: 'POST',
      url: `${FORMS_MGR}/save`,
      headers: admin,
      payload: { appId: '550004', nodeId: 'apply', expectedVersion: version, schema: { ...schema, groups } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const years = { lastYearSpecificYear: '2025', theYearBeforeLastSpecificYear: '2024' };
  const filled = { ...years, lastYearMonetaryCapital: '100.5', theYearBeforeLastMonetaryCapital: '80' };
  const applications = async () =>
    (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from application`))[0]!.n;
  const submit = async (financialInfo: Record<string, unknown>) =>
    call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ financialInfo })),
    });

  it.each([
    ['seven decimals', { lastYearInventory: '1.1234567' }, '存货2025年：请输入不超过六位小数的正数'],
    [
      'a leading zero in a positive row',
      { theYearBeforeLastTotalAssets: '012' },
      '资产总计2024年：请输入不超过六位小数的正数',
    ],
    [
      'a minus outside the negative-allowed rows',
      { lastYearOperatingRevenue: '-5' },
      '营业收入2025年：请输入不超过六位小数的正数',
    ],
    ['a bad signed value', { lastYearNetProfit: '-1.1234567' }, '净利润2025年：请输入不超过六位小数的数'],
    ['a fractional employee count', { lastYearEmploymentCreated: '12.5' }, '吸纳就业人数2025年：请输入整数'],
    ['a required row left blank', { lastYearMonetaryCapital: '' }, '货币资金2025年项为必填'],
  ])('refuses %s with a Chinese 400 naming row and year, writing nothing', async (_name, change, msg) => {
    const before = await applications();
    const res = await submit({ ...filled, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg });
    expect(await applications()).toBe(before);
  });

  it('accepts six decimals, minus in negative-allowed rows, and ignores the hidden cash-flow table', async () => {
    const before = await applications();
    const res = await submit({
      ...filled,
      lastYearInventory: '0.123456',
      lastYearNetProfit: '-12.5',
      lastYearEmploymentCreated: '30',
      lastYearCashIncrease: 'not checked: hidden',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await applications()).toBe(before + 1);
    const [stored] = await rows<{ v: string }>(
      t.testDb.db.orm,
      sql`select form_data->'financialInfo'->>'lastYearNetProfit' as v from application where uuid = ${res.json().data.uuid}`,
    );
    expect(stored?.v).toBe('-12.5');
  });
});
