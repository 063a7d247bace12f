import { RISK_QUESTIONNAIRES } from '@rer/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId as id } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const BIZ = '/api/rem-registrationbizweb';
type Headers = Record<string, string>;

/** The suitability check (ADR 66): assess first, confirm above the level (recorded), else suitable. */
describe('suitability/check', () => {
  let t: TestApp;
  let person: Headers;
  const post = (headers: Headers, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `${BIZ}${url}`, headers, payload } as InjectOptions);
  const confirmations = async () =>
    rows<{ appId: string; investorLevel: string; productRiskLevel: string; message: string }>(
      t.testDb.db.orm,
      sql`select app_id as "appId", investor_level as "investorLevel", product_risk_level as "productRiskLevel", message
          from suitability_confirmation order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp({});
    person = {
      ...(await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers,
      'current-holder': id('f', 1),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for a risk assessment first, writing nothing', async () => {
    const res = await post(person, '/suitability/check', {
      appId: '550004',
      riskType: 1,
      productRiskLevel: 'R1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('风险测评：您尚未进行风险测评或测评结果已过期，请先完成风险测评');
    expect(await confirmations()).toEqual([]);
  });

  it('answers suitable at or below the level, asks and records the confirmation above it', async () => {
    const q = RISK_QUESTIONNAIRES[1];
    const lowest = Object.fromEntries(
      q.titles.map((title) => [title.id, [...title.options].sort((a, b) => a.value - b.value)[0]!.id]),
    );
    const assessed = await post(person, '/riskAssessment/submit', { riskType: 1, answers: lowest });
    expect(assessed.statusCode, assessed.body).toBe(200);
    expect(assessed.json().data.riskLevel).toBe('C1');

    const low = await post(person, '/suitability/check', {
      appId: '550004',
      riskType: 1,
      productRiskLevel: 'R1',
    });
    expect(low.json().data).toEqual({ kind: 'suitable' });
    const ask = await post(person, '/suitability/check', {
      appId: '550004',
      riskType: 1,
      productRiskLevel: 'R3',
    });
    expect(ask.json().data).toEqual({
      kind: 'confirm',
      investorLevel: 'C1',
      productRiskLevel: 'R3',
      message: '该产品风险等级（R3）高于您的风险承受能力等级（C1 保守型），请确认是否继续办理',
    });
    expect(await confirmations()).toEqual([]);
    // Another risk type has no assessment of its own.
    const bond = await post(person, '/suitability/check', {
      appId: '550004',
      riskType: 2,
      productRiskLevel: 'R1',
    });
    expect(bond.statusCode).toBe(400);

    const confirmed = await post(person, '/suitability/check', {
      appId: '550004',
      riskType: 1,
      productRiskLevel: 'R3',
      confirmed: true,
    });
    expect(confirmed.json().data).toMatchObject({ kind: 'confirmed' });
    expect(await confirmations()).toEqual([
      {
        appId: '550004',
        investorLevel: 'C1',
        productRiskLevel: 'R3',
        message: '该产品风险等级（R3）高于您的风险承受能力等级（C1 保守型），请确认是否继续办理',
      },
    ]);
  });

  it('is for investors acting for their own account only', async () => {
    const staff = (await signIn(t, 'reviewer1', { landingMode: 'mgr' })).headers;
    const body = { appId: '550004', riskType: 1, productRiskLevel: 'R1' };
    expect((await post(staff, '/suitability/check', body)).statusCode).toBe(403);
    const other = await post({ ...person, 'current-holder': id('f', 4) }, '/suitability/check', body);
    expect(other.statusCode).toBe(403);
    const none = await post({ ...person, 'current-holder': '' }, '/suitability/check', body);
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('登记账号：请先选择登记账号');
  });
});
