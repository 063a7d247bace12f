import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId as id } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { demoIdNumber } from '../identity/index.js';
import {
  auditRows,
  changePassword,
  consoleCall,
  type Headers,
  NEW_PASSWORD,
  signInWith,
} from './testing/console-fixture.js';

const MISSING = '00000000-0000-4000-8000-000000000999';

describe('console bindings (ADR 39)', () => {
  let t: TestApp;
  let admin: Headers;
  let user: { id: string; initialPassword: string };
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    admin = (await signIn(t, 'admin')).headers;
    const res = await consoleCall(t, admin, '/account/create', {
      account: 'ent_user',
      realName: '企业用户',
      zones: ['org', 'productholder'],
    });
    user = res.json().data;
  });
  afterAll(async () => {
    await t.close();
  });

  it('binds an account to a company with its 经办人, shows the ID number masked, and the guard then admits the company', async () => {
    const agentIdNumber = demoIdNumber(7);
    const body = {
      accountId: user.id,
      companyId: id('c', 2),
      relation: 'enterprise',
      agentName: '王经办',
      agentIdNumber,
      agentMobile: '13900139000',
    };
    const bound = await consoleCall(t, admin, '/binding/company', body);
    expect(bound.statusCode, bound.body).toBe(200);
    const list = (await consoleCall(t, admin, '/binding/list', { accountId: user.id })).json().data;
    expect(list.companies).toEqual([
      expect.objectContaining({
        companyId: id('c', 2),
        relation: 'enterprise',
        agentName: '王经办',
        agentIdNumber: `${agentIdNumber.slice(0, 6)}********${agentIdNumber.slice(-4)}`,
      }),
    ]);
    const [audit] = await auditRows(t, user.id).then((r) =>
      r.filter((x) => x.action === 'console.binding_create'),
    );
    expect(JSON.stringify(audit!.detail)).not.toContain(agentIdNumber);
    const { headers } = await signInWith(t, 'ent_user', user.initialPassword, 'org');
    await changePassword(t, headers, user.initialPassword);
    const signed = (await signInWith(t, 'ent_user', NEW_PASSWORD, 'org')).headers;
    const companies = await t.app.inject({
      method: 'GET',
      url: '/api/rem-registrationbizweb/user/queryAllRefCompany',
      headers: { ...signed, 'current-company': id('c', 2) },
    });
    expect(companies.statusCode, companies.body).toBe(200);
  });

  it('refuses a duplicate, an unknown company and bad 经办人 fields, each naming the field', async () => {
    const body = { accountId: user.id, companyId: id('c', 2), relation: 'enterprise' };
    expect((await consoleCall(t, admin, '/binding/company', body)).json().msg).toBe(
      '企业：该账号已绑定此企业',
    );
    expect(
      (await consoleCall(t, admin, '/binding/company', { ...body, companyId: MISSING })).json().msg,
    ).toBe('企业不存在');
    expect(
      (await consoleCall(t, admin, '/binding/company', { ...body, accountId: MISSING })).json().msg,
    ).toBe('账号不存在');
    const badId = await consoleCall(t, admin, '/binding/company', {
      ...body,
      companyId: id('c', 1),
      agentIdNumber: '123',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().msg).toContain('经办人身份证号：格式不正确');
    const badRelation = await consoleCall(t, admin, '/binding/company', { ...body, relation: 'friend' });
    expect(badRelation.json().msg).toContain('绑定关系：应为企业经办或会员合作');
  });

  it('binds a member to a company by cooperation and removes bindings', async () => {
    const member = (await consoleCall(t, admin, '/account/page', { name: 'member_demo' })).json().data
      .records[0].id;
    const coop = await consoleCall(t, admin, '/binding/company', {
      accountId: member,
      companyId: id('c', 1),
      relation: 'member_cooperation',
    });
    expect(coop.statusCode, coop.body).toBe(200);
    const removed = await consoleCall(t, admin, '/binding/company/remove', {
      accountId: member,
      companyId: id('c', 1),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await consoleCall(t, admin, '/binding/company/remove', { accountId: member, companyId: id('c', 1) })
      ).json().msg,
    ).toBe('企业：该账号未绑定此企业');
    expect((await auditRows(t, member)).map((r) => r.action)).toEqual([
      'console.binding_create',
      'console.binding_remove',
    ]);
  });

  it('binds a holder account with a product, refusing duplicates and unknown products', async () => {
    const body = { accountId: user.id, holderId: id('f', 5), productId: id('b', 1) };
    const bound = await consoleCall(t, admin, '/binding/holder', body);
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await consoleCall(t, admin, '/binding/holder', body)).json().msg).toBe(
      '登记账户：该账号已绑定此登记账户的该产品',
    );
    expect((await consoleCall(t, admin, '/binding/holder', { ...body, productId: MISSING })).json().msg).toBe(
      '产品不存在',
    );
    expect((await consoleCall(t, admin, '/binding/holder', { ...body, holderId: MISSING })).json().msg).toBe(
      '登记账户不存在',
    );
    const list = (await consoleCall(t, admin, '/binding/list', { accountId: user.id })).json().data;
    expect(list.holders).toEqual([
      expect.objectContaining({ holderId: id('f', 5), productName: '演示一号私募股权基金' }),
    ]);
    const options = (await consoleCall(t, admin, '/binding/options/product', { key: '二号' })).json().data;
    expect(options).toEqual([{ id: id('b', 2), label: '演示二号私募股权基金（DEMO0002）' }]);
    expect(
      (await consoleCall(t, admin, '/binding/holder/remove', { id: bound.json().data.id })).statusCode,
    ).toBe(200);
    expect(
      (await consoleCall(t, admin, '/binding/list', { accountId: user.id })).json().data.holders,
    ).toEqual([]);
  });
});
