import { INVESTOR_HISTORY_URL } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { demoId as id } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEMO_HOLDERS } from '../identity/index.js';

type Headers = Record<string, string>;
const PERSON = DEMO_HOLDERS.find((h) => h.uuid === id('f', 1))!;
const ORG_INVESTOR = DEMO_HOLDERS.find((h) => h.uuid === id('f', 4))!;
const PERSON_LOGIN = id('a', 3);
const ORG_LOGIN = id('a', 4);
const OPENING = '11111111-0000-4000-8000-000000000001';
let sn = 20261129000000;

/** 投资者信息详情 (/infoDetails, ADR 63): the current account's history, the owner's only. */
describe('investor/history', () => {
  let t: TestApp;
  let person: Headers;
  const db = () => t.testDb.db.orm;
  const get = (headers: Headers, query = '') =>
    t.app.inject({ method: 'GET', url: `${INVESTOR_HISTORY_URL}${query}`, headers });
  const application = async (p: {
    uuid?: string;
    appId: string;
    name: string;
    status?: string;
    form: object;
    ago: string;
  }) => {
    sn += 1;
    await db().execute(
      sql`insert into application (uuid, tenant_id, biz_sn, app_id, flow_version, business_type_name, applicant_id,
                                   applicant_name, landing_mode, status, current_node, form_data, completed_at)
          values (${p.uuid ?? crypto.randomUUID()}::uuid, '000000', ${String(sn)}, ${p.appId}, 1, ${p.name},
                  ${PERSON_LOGIN}::uuid, '演示', 'mgr', ${p.status ?? 'completed'}, 'end',
                  ${JSON.stringify(p.form)}::jsonb, now() - ${p.ago}::interval)`,
    );
  };
  const risk = (holderId: string, accountId: string, level: string, ago: string) =>
    db().execute(
      sql`insert into risk_assessment (tenant_id, holder_id, account_id, risk_type, questionnaire_version, answers,
                                       score, risk_level, tested_at, expires_at)
          values ('000000', ${holderId}::uuid, ${accountId}::uuid, 1, 'v1', '{}'::jsonb, 50, ${level},
                  now() - ${ago}::interval, now() - ${ago}::interval + interval '1 year')`,
    );
  const certification = (accountId: string, kind: string, ago: string, validFor: string) =>
    db().execute(
      sql`insert into investor_qualification (tenant_id, account_id, kind, rule_id, app_id, application_id, biz_sn,
                                              evidence, certified_at, expires_at)
          values ('000000', ${accountId}::uuid, ${kind}, 'r1', '550091', gen_random_uuid(), '20261129999999',
                  '{}'::jsonb, now() - ${ago}::interval, now() - ${ago}::interval + ${validFor}::interval)`,
    );

  beforeAll(async () => {
    t = await createTestApp({});
    await application({ uuid: OPENING, appId: '550130', name: '个人投资者开户', form: {}, ago: '10 days' });
    await db().execute(
      sql`insert into investor_profile (id, tenant_id, account_id, holder_id, organ_type, holder_name, cert_type,
                                        certificate_no, application_id, opened_at)
          values (gen_random_uuid(), '000000', ${PERSON_LOGIN}::uuid, ${PERSON.uuid}::uuid, 2, ${PERSON.holderName},
                  '1', ${PERSON.certificateNo}, ${OPENING}::uuid, now() - interval '10 days')`,
    );
    const freeze = { appId: '550306', name: '登记账户冻结' };
    await application({
      ...freeze,
      form: { accountNumber: PERSON.accountNumber.toLowerCase(), reason: '司法协助冻结' },
      ago: '2 days',
    });
    await application({
      appId: '550307',
      name: '登记账户解冻',
      form: { accountNumber: PERSON.accountNumber, reason: '解除司法冻结' },
      ago: '1 day',
    });
    // Not the person's: another account's freeze, and a freeze still under review.
    await application({
      ...freeze,
      form: { accountNumber: ORG_INVESTOR.accountNumber, reason: '他人冻结' },
      ago: '4 days',
    });
    await application({
      ...freeze,
      status: 'in_review',
      form: { accountNumber: PERSON.accountNumber, reason: '审核中' },
      ago: '3 hours',
    });
    await risk(PERSON.uuid, PERSON_LOGIN, 'C3', '3 days');
    await risk(ORG_INVESTOR.uuid, ORG_LOGIN, 'C5', '3 days');
    await certification(PERSON_LOGIN, 'person', '5 hours', '2 years');
    await certification(PERSON_LOGIN, 'person', '800 days', '2 years'); // expired
    await certification(ORG_LOGIN, 'institution', '5 hours', '2 years');
    person = {
      ...(await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers,
      'current-holder': PERSON.uuid,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the account’s opening, status changes, assessments and certifications, newest first', async () => {
    const res = await get(person);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ accountNumber: PERSON.accountNumber, status: 1 });
    expect(data.events.total).toBe(6);
    const events = data.events.records as Record<string, unknown>[];
    expect(events.map((e) => [e.kind, e.title])).toEqual([
      ['certification', '个人合格投资者认证'],
      ['statusChanged', '登记账户解冻'],
      ['statusChanged', '登记账户冻结'],
      ['riskAssessment', '风险测评（私募股权）'],
      ['opened', '开立登记账户'],
      ['certification', '个人合格投资者认证'],
    ]);
    expect(events[0]).toMatchObject({ expired: false, appId: '550091' });
    expect(events[1]).toMatchObject({ reason: '解除司法冻结', appId: '550307' });
    expect(events[2]).toMatchObject({ reason: '司法协助冻结' });
    expect(events[3]).toMatchObject({ level: 'C3', expired: false, applicationId: null });
    expect(events[4]).toMatchObject({ applicationId: OPENING, appId: '550130' });
    expect(events[5]).toMatchObject({ expired: true });
    const text = JSON.stringify(data);
    for (const other of ['他人冻结', '审核中', 'C5', ORG_INVESTOR.accountNumber])
      expect(text).not.toContain(other);
  });

  it('pages the history', async () => {
    const second = (await get(person, '?current=2&size=4')).json().data.events;
    expect(second.total).toBe(6);
    expect(second.records.map((e: { kind: string }) => e.kind)).toEqual(['opened', 'certification']);
    const bad = await get(person, '?size=101');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('每页条数：不能超过100');
  });

  it('never shows another investor’s history', async () => {
    const other = await get({ ...person, 'current-holder': ORG_INVESTOR.uuid });
    expect(other.statusCode).toBe(403);
    expect(JSON.stringify(other.json())).not.toContain(ORG_INVESTOR.accountNumber);
    const orgInvestor = {
      ...(await signIn(t, 'orginv_demo', { landingMode: 'orgholder' })).headers,
      'current-holder': ORG_INVESTOR.uuid,
    };
    const own = (await get(orgInvestor)).json().data;
    // The demo register planted the imported account when the app started: its newest event.
    expect(own.events.records.map((e: { kind: string; title: string }) => e.title)).toEqual([
      '开立登记账户（登记名册导入）',
      '机构投资者认证',
      '风险测评（私募股权）',
      '登记账户冻结',
    ]);
    expect(JSON.stringify(own)).not.toContain('司法协助冻结');
    const staff = await get((await signIn(t, 'admin')).headers);
    expect(staff.statusCode).toBe(403);
  });

  it('refuses with a Chinese 400 when no account is chosen, writing nothing', async () => {
    const count = async () => rows<{ n: number }>(db(), sql`select count(*)::int as n from application`);
    const before = await count();
    const { 'current-holder': _, ...unchosen } = person;
    const res = await get(unchosen);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请先选择登记账户');
    expect(await count()).toEqual(before);
  });
});
