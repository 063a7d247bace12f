import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { FORMS_BIZ, FORMS_MGR } from '../../test-support/forms.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  COMPANY,
  call,
  type Headers,
  key,
  openWorkflowApp,
  planted,
  TENANT,
  transferForm,
} from '../workflow/testing/workflow-fixture.js';
import { recordCompanyQualifications } from './index.js';

const QUALIFICATIONS = '/api/rem-registrationbizweb/companyQualification';
const listed = { qualificationCategory: '1', maketRole: '2', qualificationStatus: '1' };

/** companyQualification calls (002 §7) and the qualification table widget on submit (ADR 47). */
describe('company qualifications', () => {
  let t: TestApp;
  let org: Headers;
  let admin: Headers;
  beforeAll(async () => {
    ({ t, org } = await openWorkflowApp());
    admin = (await signIn(t, 'admin')).headers;
    await t.testDb.db.withTenant(TENANT, (tx) =>
      recordCompanyQualifications(tx, {
        tenantId: TENANT,
        companyId: COMPANY,
        applicationId: null,
        rows: [
          { ...listed, certificationTime: '2024-01-02', qualificationCode: 'GP-1' },
          {
            qualificationCategory: '1',
            maketRole: '2',
            qualificationStatus: '0',
            certificationTime: '2020-01-02',
          },
          { qualificationCategory: '2', maketRole: '71', qualificationStatus: '1', reviewTime: '2025-05-05' },
          { id: 'ignored-held-row', ...listed },
        ],
      }),
    );
    // The 550004 apply form gets a qualification table, as a registration form has.
    const current = await t.app.inject({
      method: 'GET',
      url: `${FORMS_BIZ}/detail?mgrOrBiz=mgr&appId=550004&nodeId=apply`,
      headers: admin,
    });
    const { version, schema } = current.json().data;
    const [first, ...rest] = schema.groups;
    const field = {
      type: 'widget',
      widget: 'qualificationTable',
      prop: 'qualificationList',
      label: '资质信息',
    };
    const patents = { type: 'widget', widget: 'patentList', prop: 'patents', label: '知识产权' };
    const saved = await t.app.inject({
      method: 'POST',
      url: `${FORMS_MGR}/save`,
      headers: admin,
      payload: {
        appId: '550004',
        nodeId: 'apply',
        expectedVersion: version,
        schema: { ...schema, groups: [{ ...first, fields: [...first.fields, field, patents] }, ...rest] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, companyUuid: string, headers: Headers = admin) =>
    t.app.inject({ method: 'GET', url: `${QUALIFICATIONS}/${path}?companyUuid=${companyUuid}`, headers });

  it('answers every qualification with its names, and the newest of each category and type', async () => {
    const all = await get('getAllCompanyQualificationByCompanyUuid', COMPANY);
    expect(all.statusCode, all.body).toBe(200);
    expect(
      all
        .json()
        .data.map((q: Record<string, string>) => [
          q.qualificationCategoryName,
          q.maketRoleName,
          q.qualificationStatus,
        ]),
    ).toEqual([
      ['市场角色', '挂牌企业', '1'],
      ['市场角色', '挂牌企业', '0'],
      ['金融资质', '小额贷款公司', '1'],
    ]);
    expect(all.json().data[0]).toMatchObject({ qualificationCode: 'GP-1', certificationTime: '2024-01-02' });
    const latest = await get('getLatestCompanyQualificationByCompanyUuid', COMPANY);
    expect(
      latest.json().data.map((q: Record<string, string>) => [q.maketRole, q.qualificationStatus]),
    ).toEqual([
      ['2', '1'],
      ['71', '1'],
    ]);
  });

  it('refuses a bad or unknown company with a Chinese 400, and another enterprise sees nothing', async () => {
    const bad = await get('getAllCompanyQualificationByCompanyUuid', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('企业：格式不正确');
    const other = '00000000-0000-4000-8000-0000000000ff';
    expect((await get('getLatestCompanyQualificationByCompanyUuid', other)).json().msg).toBe(
      `企业不存在：${other}`,
    );
    const person = (await signIn(t, 'person_demo')).headers;
    expect((await get('getAllCompanyQualificationByCompanyUuid', COMPANY, person)).statusCode).toBe(400);
    // The enterprise acting for the company sees them.
    expect((await get('getAllCompanyQualificationByCompanyUuid', COMPANY, org)).json().data).toHaveLength(3);
  });

  it('keeps one effective qualification per category and type in the database', async () => {
    await expect(
      t.testDb.db.withTenant(TENANT, (tx) =>
        recordCompanyQualifications(tx, {
          tenantId: TENANT,
          companyId: COMPANY,
          applicationId: null,
          rows: [listed],
        }),
      ),
    ).rejects.toThrow();
  });

  const applications = async () =>
    (await rows<{ n: number }>(t.testDb.db.orm, sql`select count(*)::int as n from application`))[0]!.n;
  const submit = async (qualificationList: unknown) =>
    call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm({ qualificationList })),
    });

  it.each([
    ['no category', [{ maketRole: '2', qualificationStatus: '1' }], '资质信息：第1行请选择资质类别'],
    [
      'a row the company already holds effective',
      [listed],
      '资质信息：第1行已有生效的 [市场角色-挂牌企业] 资质，请勿重新添加',
    ],
    [
      'the same row twice',
      [
        { ...listed, maketRole: '5', maketRoleName: '会员机构' },
        { ...listed, maketRole: '5', maketRoleName: '会员机构' },
      ],
      '资质信息：第2行已有重复添加的 [市场角色-会员机构] 资质，请修改',
    ],
  ])('refuses %s with a Chinese 400 naming the row, writing nothing', async (_name, value, msg) => {
    const before = await applications();
    const res = await submit(value);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg });
    expect(await applications()).toBe(before);
  });

  it('lists the repeated rows in the answer data: 第1、2行相同，请修改', async () => {
    const res = await submit([
      { ...listed, maketRole: '5' },
      { ...listed, maketRole: '5' },
    ]);
    expect(res.json().data.map((f: { message: string }) => f.message)).toContain(
      '资质类别、资质类型、资质状态，第1、2行相同，请修改',
    );
  });

  it('refuses an empty patent list and a pledged patent without its pledge row (001 §5.5)', async () => {
    const send = async (patentList: unknown) =>
      call(t, org, '/application/submit', {
        appId: '550004',
        idempotencyKey: key(),
        formData: await planted(t, transferForm({ patents: patentList })),
      });
    expect((await send([])).json().msg).toBe('知识产权：至少填写一组知识产权信息');
    const patent = {
      name: '一种托管方法',
      patentNo: 'ZL1',
      type: '1',
      legalStatus: '1',
      applyNo: 'A1',
      applyDate: '2020-01-02',
      publicNo: 'P1',
      publicDate: '2020-06-02',
      transferDate: '2021-01-02',
      pledgerFinancing: '1',
      hasOtherPatent: '0',
      hasFamilyPatent: '0',
      patentCnPledgeInfo: [
        { financialOrg: '某银行', financialProduct: '贷', financialDate: '2022-01-01', financialAmount: '0' },
      ],
    };
    const res = await send([patent]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('知识产权：第1行质押融资第1条请输入正整数');
  });

  it('accepts a new qualification the company does not hold effective', async () => {
    const before = await applications();
    const res = await submit([
      { ...listed, maketRole: '5', maketRoleName: '会员机构' },
      { ...listed, qualificationStatus: '0' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await applications()).toBe(before + 1);
  });
});
