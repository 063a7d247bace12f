import { randomUUID } from 'node:crypto';
import { FINANCING_PROFILE_URLS as PROFILE, FINANCING_URLS as URLS } from '@rer/contracts';
import { INVESTMENT_ZONE_EXPIRED_MESSAGE, INVESTMENT_ZONE_MESSAGES, SKILL_QUESTIONS } from '@rer/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

type Headers = Record<string, string>;
const PERSON_ACCOUNT = demoId('a', 3);
const PERSON_HOLDER = demoId('f', 1);

interface InvestNeed {
  title: string;
  suitability: { kind: string; productRiskLevel: string; message: string | null };
}

/** The investment zone's gates and suitability, the valuation self-test and the self-evaluation (ADR 84). */
describe('investment zone and self-tests (ADR 84)', () => {
  let t: TestApp;
  let person: Headers;
  const post = (url: string, headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const data = (res: LightMyRequestResponse) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const plantRisk = (riskType: number, level: string) =>
    t.testDb.db.orm.execute(
      sql`insert into risk_assessment (tenant_id, holder_id, account_id, risk_type, questionnaire_version, answers,
            score, risk_level, tested_at, expires_at)
          values ('000000', ${PERSON_HOLDER}, ${PERSON_ACCOUNT}, ${riskType}, '2026-1', '{}', 50, ${level},
            now() - interval '1 day', now() + interval '700 days')`,
    );

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    const company = {
      ...(await signIn(t, 'org_demo', { landingMode: 'org' })).headers,
      'current-company': demoId('c', 1),
    };
    const staff = (await signIn(t, 'reviewer1')).headers;
    for (const [title, method] of [
      ['股权项目', '1'],
      ['债权项目', '2'],
    ]) {
      const made = data(
        await post(URLS.save, company, { title, method, amountWan: '500', purpose: '扩产', industry: 'C' }),
      );
      data(await post(URLS.review, staff, { id: made.id, version: 1, decision: 'approve' }));
    }
    await post(URLS.save, company, {
      title: '未审核项目',
      method: '1',
      amountWan: '1',
      purpose: '扩产',
      industry: 'C',
    });
    person = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes the zone to other zones and to an uncertified institution, with the spec message', async () => {
    const org = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    expect(data(await get(URLS.invest, org))).toMatchObject({ gate: { kind: 'hidden' }, needs: null });
    const institution = (await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers;
    const closed = data(await get(URLS.invest, institution));
    expect(closed).toMatchObject({
      gate: { kind: 'certify', appId: '550032' },
      closedMessage: INVESTMENT_ZONE_MESSAGES.institution,
      needs: null,
    });
    expect(closed.closedMessage).toBe('未进行机构投资者认证，请先进行机构投资者认证');
    expect((await get(URLS.invest, { 'tenant-id': '000000' })).statusCode).toBe(401);
  });

  it('shows an investor the published needs only, each with its suitability', async () => {
    const noAccount = data(await get(URLS.invest, person));
    expect(noAccount.gate).toEqual({ kind: 'open' });
    const titles = (noAccount.needs.records as InvestNeed[]).map((n) => n.title);
    expect(titles.sort()).toEqual(['债权项目', '股权项目']);
    expect(noAccount.needs.records[0].suitability).toMatchObject({
      kind: 'assess',
      message: '请先选择登记账户，再查看适当性匹配结果',
    });

    const withAccount = { ...person, 'current-holder': PERSON_HOLDER };
    const unassessed = data(await get(URLS.invest, withAccount)).needs.records as InvestNeed[];
    expect(unassessed.every((n) => n.suitability.kind === 'assess')).toBe(true);

    await plantRisk(1, 'C3');
    await plantRisk(2, 'C3');
    const assessed = data(await get(URLS.invest, withAccount)).needs.records as InvestNeed[];
    const byTitle = Object.fromEntries(assessed.map((n) => [n.title, n.suitability]));
    expect(byTitle.股权项目).toMatchObject({ kind: 'confirm', productRiskLevel: 'R4' });
    expect(byTitle.股权项目!.message).toContain('高于您的风险承受能力等级（C3');
    expect(byTitle.债权项目).toEqual({ kind: 'suitable', productRiskLevel: 'R3', message: null });
    const debtOnly = data(await get(`${URLS.invest}?method=2`, withAccount)).needs;
    expect(debtOnly.total).toBe(1);
  });

  it('passes an investor’s interest to the enterprise only, once per need', async () => {
    const list = data(await get(URLS.invest, person)).needs.records as (InvestNeed & { id: number })[];
    const equity = list.find((n) => n.title === '股权项目')!;
    const sent = await post(URLS.interest, person, { needId: equity.id, message: '希望了解财务数据' });
    expect(sent.statusCode).toBe(200);
    const twice = await post(URLS.interest, person, { needId: equity.id });
    expect(twice.json().msg).toBe('融资需求：您已对该融资需求表达过意向，请等待企业联系');
    const institution = (await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers;
    const refused = await post(URLS.interest, institution, { needId: equity.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('未进行机构投资者认证，请先进行机构投资者认证');
    const company = {
      ...(await signIn(t, 'org_demo', { landingMode: 'org' })).headers,
      'current-company': demoId('c', 1),
    };
    const seen = data(await get(`${URLS.interests}?needId=${equity.id}`, company));
    expect(seen).toEqual([
      expect.objectContaining({ investorName: '演示投资者甲', message: '希望了解财务数据' }),
    ]);
    const mine = data(await get(URLS.mine, company)).records as { id: number; interestCount: number }[];
    expect(mine.find((n) => n.id === equity.id)?.interestCount).toBe(1);
    const other = { ...company, 'current-company': demoId('c', 2) };
    expect((await get(`${URLS.interests}?needId=${equity.id}`, other)).statusCode).toBe(404);
    // The public never sees who is interested.
    const shown = data(await get(`${URLS.publicDetail}?id=${equity.id}`, { 'tenant-id': '000000' }));
    expect(JSON.stringify(shown)).not.toContain('演示投资者甲');
  });

  it('closes the zone once the investor qualification has expired', async () => {
    await t.testDb.db.orm.execute(
      sql`insert into investor_qualification (tenant_id, account_id, kind, rule_id, app_id, application_id, biz_sn,
            evidence, certified_at, expires_at)
          values ('000000', ${PERSON_ACCOUNT}, 'person', 'person-assets', '550091', ${randomUUID()}, 'SN-EXPIRED', '{}',
            now() - interval '400 days', now() - interval '35 days')`,
    );
    const closed = data(await get(URLS.invest, person));
    expect(closed).toMatchObject({
      gate: { kind: 'open' },
      closedMessage: INVESTMENT_ZONE_EXPIRED_MESSAGE,
      needs: null,
    });
  });

  it('values equity by the stated methods and names the field of bad input', async () => {
    const body = {
      industry: 'I',
      netProfit: '200',
      netAssets: '1000',
      freeCashFlow: '-5',
      growthRate: '15',
      discountRate: '14',
    };
    const answer = data(await post(URLS.valuation, { 'tenant-id': '000000' }, body));
    expect(answer.methods.map((m: { low: string | null }) => m.low)).toEqual(['3000.00', '2000.00', null]);
    expect(answer.range).toEqual({ low: '2000.00', high: '6000.00' });
    expect(answer.methodText[0]).toContain('市盈率法');
    const bad = await post(URLS.valuation, { 'tenant-id': '000000' }, { ...body, discountRate: '5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('折现率：应为8%至30%之间的数字，最多两位小数');
    const missing = await post(URLS.valuation, { 'tenant-id': '000000' }, { ...body, netAssets: '' });
    expect(missing.json().msg).toContain('最近一年末净资产');
  });

  it('scores the self-evaluation and names the first unanswered question', async () => {
    const answers = Object.fromEntries(SKILL_QUESTIONS.map((q) => [q.id, `${q.id}-C`]));
    const scored = data(await post(URLS.skillEvaluate, { 'tenant-id': '000000' }, { answers }));
    expect(scored).toMatchObject({ total: 70, level: '良好' });
    delete answers.i1;
    const missing = await post(URLS.skillEvaluate, { 'tenant-id': '000000' }, { answers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('第5题：请选择您的答案');
  });

  it('lets the enterprise complete its financial years in its company record, at the version read', async () => {
    const company = {
      ...(await signIn(t, 'org_demo', { landingMode: 'org' })).headers,
      'current-company': demoId('c', 2),
    };
    const before = data(await get(PROFILE.profile, company));
    expect(before.companyName).toBe('大连演示制造有限公司');
    const row = {
      year: new Date().getUTCFullYear() - 1,
      totalBusinessRevenue: '5000',
      netProfit: '600',
      totalAssets: '9000',
      totalLiabilities: '3000',
    };
    const bad = await post(PROFILE.update, company, {
      recordVersion: before.recordVersion,
      financials: [{ ...row, netProfit: 'abc' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('净利润');
    const saved = data(
      await post(PROFILE.update, company, { recordVersion: before.recordVersion, financials: [row] }),
    );
    expect(saved.recordVersion).toBe(before.recordVersion + 1);
    expect(saved.items.find((i: { key: string }) => i.key === 'financials')).toMatchObject({ done: true });
    expect(saved.financials[0]).toMatchObject({ year: row.year });
    const stale = await post(PROFILE.update, company, {
      recordVersion: before.recordVersion,
      financials: [row],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(`企业信息已被他人修改（当前版本${saved.recordVersion}），请刷新后重试`);
    expect((await get(PROFILE.profile, person)).statusCode).toBe(403);
  });
});
