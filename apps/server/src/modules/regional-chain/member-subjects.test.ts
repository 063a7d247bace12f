import { enterpriseSubjectId, productObjectId } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyRow,
  DEMO_COMPANY_NAMES,
  fakeCreditCode,
  memberForm,
  memberLogin,
} from '../../businesses/member-opening/testing/member-fixture.js';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  COMPANY,
  call,
  type Headers,
  key,
  openWorkflowApp,
  TENANT,
} from '../workflow/testing/workflow-fixture.js';
import { type VersionRow, versionsOf } from './testing/chain-fixture.js';
import { completeTwoSteps, expectPublished as published, sealingKey } from './testing/subject-fixture.js';

const MGR = '/api/rem-registrationmgrweb';

// Issue 24, ADR 85: a member institution's 主体 through 550012 / 550020 / 550021, one subject per
// credit code (a member that is also a company is the company's subject), concurrent writers.
describe('regional chain: the 主体 of member institutions', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  let admin: Headers;
  let creditCode: string;
  let publicKey: string;
  const orm = () => t.testDb.db.orm;
  const versions = (objectId: string) => versionsOf(orm(), TENANT, objectId);
  const subjectId = () => enterpriseSubjectId(creditCode);
  const productId = () => productObjectId({ uuid: COMPANY, creditCode });
  const expectPublished = (row: VersionRow, objectClass: 'subject' | 'product') =>
    published(t, publicKey, row, objectClass);
  const companyNow = async () =>
    (await rows<{ name: string }>(orm(), sql`select name from company where uuid = ${COMPANY}`))[0]!;

  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
    admin = (await signIn(t, 'admin')).headers;
    [{ creditCode }] = (await rows<{ creditCode: string }>(
      orm(),
      sql`select credit_code as "creditCode" from company where uuid = ${COMPANY}`,
    )) as [{ creditCode: string }];
    publicKey = await sealingKey(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const complete = (who: Headers, appId: string, form: Record<string, unknown>) =>
    completeTwoSteps(t, { first, second }, who, appId, form);
  const custnoOf = async (code: string) =>
    (
      await rows<{ custno: string }>(
        orm(),
        sql`select custno from member where certificate_no = ${code} order by created_at desc limit 1`,
      )
    )[0]!.custno;
  const cooperation = { memberCompanies: [companyRow(DEMO_COMPANY_NAMES[1])] };

  it('a member institution’s opening, revision and closure: version 0, the next on a body change, the status', async () => {
    const member = await memberLogin(t, 61);
    const code = fakeCreditCode(61);
    const id = enterpriseSubjectId(code);
    await complete(member.headers, '550012', memberForm(61, cooperation));
    const opened = await versions(id);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ version: 0, operation: 'create' });
    expect(opened[0]!.body).toMatchObject({
      subjectTypeCode: '03',
      subjectCode: code,
      subjectName: '大连演示证券61号有限公司',
      memberCode: await custnoOf(code),
      memberStatusCode: '01',
    });
    expect(opened[0]!.body).not.toHaveProperty('registeredCapital');
    await expectPublished(opened[0]!, 'subject');

    // A revision of the contact only: nothing the subject carries.
    await complete(member.headers, '550020', memberForm(61, { ...cooperation, contactPhone: '13900139001' }));
    expect(await versions(id)).toEqual(opened);

    await complete(
      member.headers,
      '550020',
      memberForm(61, { ...cooperation, memberName: '大连演示证券61号股份有限公司' }),
    );
    const revised = await versions(id);
    expect(revised).toHaveLength(2);
    expect(revised[1]).toMatchObject({ version: 1, operation: 'update' });
    expect(revised[1]!.body).toMatchObject({
      subjectName: '大连演示证券61号股份有限公司',
      memberStatusCode: '01',
    });
    await expectPublished(revised[1]!, 'subject');

    await complete(member.headers, '550021', {
      memberName: '大连演示证券61号股份有限公司',
      creditCode: code,
      closeReason: '业务调整',
    });
    const closed = await versions(id);
    expect(closed).toHaveLength(3);
    expect(closed.slice(0, 2)).toEqual(revised);
    expect(closed[2]).toMatchObject({ version: 2, operation: 'update' });
    expect(closed[2]!.body).toMatchObject({
      subjectName: '大连演示证券61号股份有限公司',
      memberStatusCode: '02',
    });
    await expectPublished(closed[2]!, 'subject');

    // The login opens again (a new member row, a new code): the same subject, open again.
    const closedCode = await custnoOf(code);
    await complete(member.headers, '550012', memberForm(61, cooperation));
    const reopened = await versions(id);
    expect(reopened.slice(0, 3)).toEqual(closed);
    expect(reopened[3]!.body).toMatchObject({
      subjectName: '大连演示证券61号有限公司',
      memberCode: await custnoOf(code),
      memberStatusCode: '01',
    });
    expect(reopened[3]!.body.memberCode).not.toBe(closedCode);
  });

  it('a member with a company’s credit code is that company’s one subject (an enterprise with its member code)', async () => {
    const before = await versions(subjectId());
    const member = await memberLogin(t, 62);
    const { name } = await companyNow();
    await complete(
      member.headers,
      '550012',
      memberForm(62, { ...cooperation, creditCode, memberName: name }),
    );
    const after = await versions(subjectId());
    expect(after).toHaveLength(before.length + 1);
    const latest = after.at(-1)!;
    expect(latest.body).toMatchObject({
      subjectTypeCode: '01',
      subjectName: name,
      memberCode: await custnoOf(creditCode),
      memberStatusCode: '01',
    });
    await expectPublished(latest, 'subject');
    // The product follows its issuer's new version.
    expect((await versions(productId())).at(-1)!.body.issuer).toEqual({
      objectId: subjectId(),
      version: latest.version,
    });
  });

  it('a rename and a member opening of one code at once: consecutive versions, the last says both', async () => {
    const [other] = await rows<{ uuid: string; creditCode: string; recordVersion: number }>(
      orm(),
      sql`select uuid, credit_code as "creditCode", record_version as "recordVersion" from company
           where name = ${DEMO_COMPANY_NAMES[1]}`,
    );
    const id = enterpriseSubjectId(other!.creditCode);
    const rename = (recordVersion: number, name: string) =>
      t.app.inject({
        method: 'POST',
        url: `${MGR}/company/record/update`,
        headers: admin,
        payload: { companyId: other!.uuid, recordVersion, reason: '更名', basic: { name } },
      });
    expect((await rename(other!.recordVersion, '大连演示制造（一）有限公司')).statusCode).toBe(200);
    expect((await versions(id)).at(-1)!.body).toMatchObject({ subjectName: '大连演示制造（一）有限公司' });
    const member = await memberLogin(t, 64);
    // The renamed company is not a cooperation partner: its name changes under the opening.
    const form = memberForm(64, {
      memberCompanies: [companyRow((await companyNow()).name)],
      creditCode: other!.creditCode,
    });
    const submitted = await call(t, member.headers, '/application/submit', {
      appId: '550012',
      idempotencyKey: key(),
      formData: form,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    const preliminary = await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' });
    expect(preliminary.statusCode, preliminary.body).toBe(200);
    const before = await versions(id);
    const [renamed, opened] = await Promise.all([
      rename(other!.recordVersion + 1, '大连演示制造（二）有限公司'),
      call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' }),
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(opened.statusCode, opened.body).toBe(200);
    const after = await versions(id);
    expect(after.map((v) => v.version)).toEqual([
      ...before.map((v) => v.version),
      before.length,
      before.length + 1,
    ]);
    expect(after.at(-1)!.body).toMatchObject({
      subjectTypeCode: '01',
      subjectName: '大连演示制造（二）有限公司',
      memberCode: await custnoOf(other!.creditCode),
      memberStatusCode: '01',
    });
  });
});
