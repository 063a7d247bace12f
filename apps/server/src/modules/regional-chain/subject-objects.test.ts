import { companyRecordUpdateBody } from '@rer/contracts';
import { enterpriseSubjectId, productObjectId } from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCreditCode } from '../../businesses/member-opening/testing/member-fixture.js';
import { freshEnterprise } from '../../businesses/registration-custody/testing/custody-enterprise.js';
import { custodyForm, fakeUscc } from '../../businesses/registration-custody/testing/custody-fixture.js';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import { updateCompanyRecord } from '../company/index.js';
import {
  COMPANY,
  type Headers,
  openWorkflowApp,
  planted,
  TENANT,
} from '../workflow/testing/workflow-fixture.js';
import { backfillChainObjects } from './backfill.js';
import { type VersionRow, versionsOf } from './testing/chain-fixture.js';
import { completeTwoSteps, expectPublished as published, sealingKey } from './testing/subject-fixture.js';

const MGR = '/api/rem-registrationmgrweb';

// Issue 24, ADR 85: the enterprise 主体 and the 产品 follow the company record, written through
// the record's real calls in the change's own transaction; the start-up backfill.
describe('regional chain: 主体 and 产品 follow the company record', () => {
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

  it('550001 custody of a new company: its subject version 0, then its product referring to it', async () => {
    const applicant = await freshEnterprise(t, 'chain_custody_1');
    const form = await planted(
      t,
      custodyForm({ companyNo: 41, holders: 2, sharesEach: 15_000 }),
      'chain_custody_1',
    );
    await completeTwoSteps(t, { first, second }, applicant, '550001', form);
    const code = fakeUscc(41);
    const [subject] = await versions(enterpriseSubjectId(code));
    expect(subject).toMatchObject({ version: 0, operation: 'create' });
    expect(subject!.body).toMatchObject({
      subjectTypeCode: '01',
      subjectCode: code,
      subjectName: '测试托管企业41股份有限公司',
      registeredCapital: '30000',
      registeredCapitalCurrency: 'CNY',
    });
    await expectPublished(subject!, 'subject');
    const [company] = await rows<{ uuid: string }>(
      orm(),
      sql`select uuid from company where credit_code = ${code}`,
    );
    const products = await versions(productObjectId({ uuid: company!.uuid, creditCode: code }));
    expect(products).toHaveLength(1);
    expect(products[0]!.body).toMatchObject({
      productName: '测试托管企业41股份有限公司',
      issuer: { objectId: enterpriseSubjectId(code), version: 0 },
      totalQuantity: '30000',
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
