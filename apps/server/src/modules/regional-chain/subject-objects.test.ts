import { companyRecordUpdateBody } from '@rer/contracts';
import { CHAIN_MODEL_VERSION, enterpriseSubjectId, productObjectId } from '@rer/domain';
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
import { updateCompanyRecord } from '../company/index.js';
import { integrateTenant } from '../evidence-ledger/index.js';
import {
  COMPANY,
  call,
  type Headers,
  key,
  openWorkflowApp,
  TENANT,
} from '../workflow/testing/workflow-fixture.js';
import { backfillChainObjects } from './backfill.js';
import { validateChainBody } from './chain-schemas.js';
import { sealProblems, type VersionRow, versionsOf } from './testing/chain-fixture.js';

const NONDS = '/api/rem-registrationbizweb/nonds';
const MGR = '/api/rem-registrationmgrweb';

// Issue 24, ADR 85: the 主体 of companies and member institutions, and the 产品 on record changes,
// written through the real business calls in the business's own transaction.
describe('regional chain: 主体 and 产品 follow the company record and the member institutions', () => {
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

  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
    admin = (await signIn(t, 'admin')).headers;
    [{ creditCode }] = (await rows<{ creditCode: string }>(
      orm(),
      sql`select credit_code as "creditCode" from company where uuid = ${COMPANY}`,
    )) as [{ creditCode: string }];
    publicKey = (await t.app.inject({ method: 'GET', url: `${NONDS}/regionalChain/sealingKey` })).json().data
      .publicKey;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sealed with the published key, valid against the class's schema, and its ledger leaf entered. */
  async function expectPublished(row: VersionRow, objectClass: 'subject' | 'product') {
    expect(row).toMatchObject({ objectClass, status: 'published', revision: 0 });
    expect(sealProblems(publicKey, row)).toEqual([]);
    expect(validateChainBody(CHAIN_MODEL_VERSION, objectClass, row.body)).toEqual([]);
    await integrateTenant(t.testDb.db, TENANT);
    const [entry] = await rows<{ kind: string; uuid: string; version: string }>(
      orm(),
      sql`select kind, uuid, entry::json->'body'->>'version' as version from ledger_entry
           where tenant_id = ${TENANT} and encode(leaf_hash, 'hex') = ${row.leafHash}`,
    );
    expect(entry).toEqual({ kind: 'chain-object', uuid: row.objectId, version: String(row.version) });
  }

  const companyNow = async () =>
    (
      await rows<{ name: string; recordVersion: number; updatedAt: string }>(
        orm(),
        sql`select name, record_version as "recordVersion",
                   to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
              from company where uuid = ${COMPANY}`,
      )
    )[0]!;

  const updateRecord = async (change: Record<string, unknown>) => {
    const { recordVersion } = await companyNow();
    const saved = await t.app.inject({
      method: 'POST',
      url: `${MGR}/company/record/update`,
      headers: admin,
      payload: { companyId: COMPANY, recordVersion, reason: '主体信息维护', ...change },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('a record edit of carried fields writes the subject’s next version, and the product follows its issuer', async () => {
    const before = await versions(subjectId());
    const productBefore = await versions(productId());
    expect(before.length).toBeGreaterThan(0);
    await updateRecord({
      basic: {
        companyType: 2,
        registeredCapital: '12345678.5',
        registeredCapitalCurrency: 'CNY',
        provinceCode: '210000',
        cityCode: '210200',
        districtCode: '210203',
      },
    });
    const after = await versions(subjectId());
    expect(after).toHaveLength(before.length + 1);
    const latest = after[after.length - 1]!;
    const { name, updatedAt } = await companyNow();
    expect(latest).toMatchObject({ version: before.length, operation: 'update' });
    expect(latest.body).toEqual({
      subjectTypeCode: '01',
      subjectCode: creditCode,
      subjectName: name,
      regionCode: '210203',
      legalFormCode: '02',
      registeredCapital: '12345678.5',
      registeredCapitalCurrency: 'CNY',
      maintainedAt: updatedAt,
    });
    await expectPublished(latest, 'subject');
    const products = await versions(productId());
    expect(products).toHaveLength(productBefore.length + 1);
    const product = products[products.length - 1]!;
    expect(product.body.issuer).toEqual({ objectId: subjectId(), version: latest.version });
    await expectPublished(product, 'product');
  });

  it('an edit that changes nothing the bodies carry writes no version (maintainedAt stays)', async () => {
    const subjects = await versions(subjectId());
    const products = await versions(productId());
    const stamp = (await companyNow()).updatedAt;
    await updateRecord({ basic: { businessScope: '软件开发；信息技术咨询服务', postalCode: '116001' } });
    expect((await companyNow()).updatedAt).not.toBe(stamp);
    expect(await versions(subjectId())).toEqual(subjects);
    expect(await versions(productId())).toEqual(products);
    expect(subjects[subjects.length - 1]!.body.maintainedAt).toBe(stamp);
  });

  it('a name change writes the subject’s and the product’s next versions with the new name', async () => {
    const products = await versions(productId());
    await updateRecord({ basic: { name: '大连演示科技（集团）股份有限公司' } });
    const subject = (await versions(subjectId())).at(-1)!;
    expect(subject.body.subjectName).toBe('大连演示科技（集团）股份有限公司');
    const product = (await versions(productId())).at(-1)!;
    expect(product.version).toBe(products.length);
    expect(product.body).toMatchObject({
      productName: '大连演示科技（集团）股份有限公司',
      issuer: { objectId: subjectId(), version: subject.version },
    });
    await expectPublished(product, 'product');
  });

  it('a change that rolls back leaves no version', async () => {
    const subjects = await versions(subjectId());
    const { recordVersion } = await companyNow();
    const failure = new Error('the business fails after the record change');
    await expect(
      t.testDb.db.withTenant(TENANT, async (tx) => {
        await updateCompanyRecord(
          tx,
          { tenantId: TENANT, ip: null, requestId: null, actorId: null, actorName: '测试' },
          companyRecordUpdateBody.parse({ companyId: COMPANY, recordVersion, basic: { name: '回滚公司' } }),
        );
        expect((await versionsOf(tx, TENANT, subjectId())).length).toBe(subjects.length + 1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await versions(subjectId())).toEqual(subjects);
  });

  const complete = async (who: Headers, appId: string, form: Record<string, unknown>) => {
    const submitted = await call(t, who, '/application/submit', {
      appId,
      idempotencyKey: key(),
      formData: form,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { uuid } = submitted.json().data;
    for (const [reviewer, nodeId] of [
      [first, 'PreliminaryApprove'],
      [second, 'RecheckApprove'],
    ] as const) {
      const approved = await call(t, reviewer, '/application/approve', { uuid, nodeId });
      expect(approved.statusCode, approved.body).toBe(200);
    }
  };
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
      legalFormCode: '02',
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

  it('the start-up backfill gives records without a subject theirs, once', async () => {
    const code = fakeCreditCode(63);
    await orm().execute(
      sql`insert into company (uuid, tenant_id, name, credit_code, id_type, company_type, registered_capital)
          values (gen_random_uuid(), ${TENANT}, '大连演示补录有限公司', ${code}, '11', 1, 500000)`,
    );
    expect(await versions(enterpriseSubjectId(code))).toEqual([]);
    const { written } = await backfillChainObjects(t.testDb.db, TENANT);
    expect(written).toBeGreaterThan(0);
    const [created] = await versions(enterpriseSubjectId(code));
    expect(created!.body).toMatchObject({
      subjectTypeCode: '01',
      subjectName: '大连演示补录有限公司',
      legalFormCode: '01',
      registeredCapital: '500000',
    });
    await expectPublished(created!, 'subject');
    expect(await backfillChainObjects(t.testDb.db, TENANT)).toEqual({ written: 0 });
  });
});
