import { RISK_QUESTIONNAIRES, type RiskQuestionnaire } from '@rer/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId as id } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const BIZ = '/api/rem-registrationbizweb/riskAssessment';
const HISTORY = '/api/rem-registrationmgrweb/shareHolderQuestion/queryShareHolderQuestion';
const PERSON_HOLDER = id('f', 1);
const ORG_INVESTOR_HOLDER = id('f', 4);
type Headers = Record<string, string>;

/** Answers choosing, per question, the option of the given index (0 = A). */
const answersOf = (q: RiskQuestionnaire, pick: (i: number) => number) =>
  Object.fromEntries(q.titles.map((t, i) => [t.id, t.options[pick(i)]!.id]));

/** 550026 risk assessment calls (ADR 62). */
describe('risk assessment (550026)', () => {
  let t: TestApp;
  let person: Headers;
  let orgInvestor: Headers;
  const count = async () =>
    Number(
      (await rows<{ n: string }>(t.testDb.db.orm, sql`select count(*)::text as n from risk_assessment`))[0]!
        .n,
    );
  const call = (
    method: 'GET' | 'POST',
    url: string,
    headers: Headers,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const options: InjectOptions = { method, url, headers };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return t.app.inject(options);
  };

  beforeAll(async () => {
    t = await createTestApp({});
    person = {
      ...(await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers,
      'current-holder': PERSON_HOLDER,
    };
    orgInvestor = {
      ...(await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers,
      'current-holder': ORG_INVESTOR_HOLDER,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the questionnaire of a risk type without the scores', async () => {
    const res = await call('GET', `${BIZ}/questionnaire?riskType=2`, person);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ riskType: 2, productTypeName: '私募可转债' });
    expect(data.titles).toHaveLength(10);
    expect(data.titles[0].options[0]).toEqual({ id: 'age-A', code: 'A', name: '18—30岁' });
    const bad = await call('GET', `${BIZ}/questionnaire?riskType=3`, person);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('测评类型');
  });

  it('refuses a missing answer naming the question, and a bad risk type, writing nothing', async () => {
    const q = RISK_QUESTIONNAIRES[1];
    const answers: Record<string, string> = answersOf(q, () => 3);
    delete answers.goal;
    const missing = await call('POST', `${BIZ}/submit`, person, { riskType: 1, answers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('第7题：请选择您的答案');
    const foreign = await call('POST', `${BIZ}/submit`, person, {
      riskType: 1,
      answers: { ...answers, goal: 'bond-default-A' },
    });
    expect(foreign.json().msg).toBe('第7题：请选择您的答案');
    const badType = await call('POST', `${BIZ}/submit`, person, {
      riskType: 5,
      answers: answersOf(q, () => 0),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().msg).toContain('测评类型');
    const notText = await call('POST', `${BIZ}/submit`, person, { riskType: 1, answers: { age: 1 } });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().msg).toBe('请求体字段 answers.age：应为文本');
    expect(await count()).toBe(0);
  });

  it('scores on the server, whatever the client sends, and keeps every assessment', async () => {
    const q = RISK_QUESTIONNAIRES[1];
    // All A: 6 + 0 × 9 = 6 → C1; a client's score is not read.
    const first = await call('POST', `${BIZ}/submit`, person, {
      riskType: 1,
      answers: answersOf(q, () => 0),
      score: 100,
      riskLevel: 'C5',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      riskType: 1,
      fraction: 6,
      riskLevel: 'C1',
      resultName: 'C1 保守型',
      productRiskLevel: 'R1',
      bizTypeName: '投资者风险测评',
      productTypeName: '私募股权',
      accountNumber: 'D000000001',
      expired: false,
    });
    // All D: 0 + 10 × 9 = 90 → C5.
    const second = await call('POST', `${BIZ}/submit`, person, {
      riskType: 1,
      answers: answersOf(q, () => 3),
    });
    expect(second.json().data).toMatchObject({ fraction: 90, riskLevel: 'C5', resultName: 'C5 激进型' });
    const bond = await call('POST', `${BIZ}/submit`, person, {
      riskType: 2,
      answers: answersOf(RISK_QUESTIONNAIRES[2], (i) => (i < 5 ? 3 : 1)),
    });
    // D on questions 1–5 (0 + 4 × 10), B on 6–10 (4 + 4 + 3 + 3 + 3): 57 → C3.
    expect(bond.json().data).toMatchObject({ riskType: 2, fraction: 57, riskLevel: 'C3' });
    expect(await count()).toBe(3);

    const current = (await call('GET', `${BIZ}/current`, person)).json().data;
    expect(current.sessionValues).toEqual({
      riskScore: 90,
      riskLevel: 'C5',
      riskScoreBond: bond.json().data.fraction,
      riskLevelBond: 'C3',
      riskScorePe: null,
      riskLevelPe: null,
    });
    expect(current.results.map((r: { riskType: number }) => r.riskType)).toEqual([1, 2]);
    const titles = current.results[0].ruleFormTotalData.titles;
    expect(titles[1]).toMatchObject({ id: 'income', answer: 'income-D' });
    expect(titles[1].options[3]).toMatchObject({ code: 'D', value: 10 });

    const history = await call('GET', `${HISTORY}?accountNumber=D000000001`, person);
    expect(history.json().data.map((r: { fraction: number }) => r.fraction)).toEqual([
      bond.json().data.fraction,
      90,
      6,
    ]);
  });

  it('lets staff read an account’s assessments and never another investor', async () => {
    const theirs = await call('GET', `${HISTORY}?accountNumber=D000000001`, orgInvestor);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual([]);
    const own = (await call('GET', `${BIZ}/current`, orgInvestor)).json().data;
    expect(own).toMatchObject({ accountNumber: 'D000000004', results: [] });
    expect(own.sessionValues.riskLevel).toBeNull();
    // The person's holder given as the org investor's Current-Holder is refused by the guard.
    const forged = await call('GET', `${BIZ}/current`, { ...orgInvestor, 'current-holder': PERSON_HOLDER });
    expect(forged.statusCode).toBe(403);
    const admin = (await signIn(t, 'admin')).headers;
    const staff = await call('GET', `${HISTORY}?accountNumber=D000000001`, admin);
    expect(staff.json().data).toHaveLength(3);
    const enterprise = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    expect((await call('GET', `${HISTORY}?accountNumber=D000000001`, enterprise)).json().data).toEqual([]);
    expect((await call('POST', `${BIZ}/submit`, enterprise, { riskType: 1, answers: {} })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `${HISTORY}?accountNumber=`, admin)).json().msg).toContain('请输入登记账号');
  });

  it('treats a result past its two years as expired: no session value until answered again', async () => {
    // Moved back by the owner (the application role may not change the history): taken two years and a second ago.
    await t.testDb.db.orm.execute(
      sql`update risk_assessment set tested_at = tested_at - interval '2 years 1 second',
          expires_at = expires_at - interval '2 years 1 second' where risk_type = 2`,
    );
    const current = (await call('GET', `${BIZ}/current`, person)).json().data;
    expect(current.results.map((r: { expired: boolean }) => r.expired)).toEqual([false, true]);
    expect(current.sessionValues).toMatchObject({
      riskLevel: 'C5',
      riskLevelBond: null,
      riskScoreBond: null,
    });
  });

  it('asks an investor without a current registration account to choose one', async () => {
    const { headers } = await signIn(t, 'person_demo', { landingMode: 'personalholder' });
    const res = await call('GET', `${BIZ}/current`, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请先选择登记账号后再进行风险测评');
  });
});
