import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIntegrated } from '../../modules/evidence-ledger/index.js';
import {
  COMPANY,
  call,
  FIRM,
  type Headers,
  key,
  openWorkflowApp,
  PERSON,
  planted,
  TENANT,
  transferForm,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';

const UNCONFIRMED = '1条股东信息未确权,需确权后方能办理业务。';
const file = (name: string) => [{ attachId: randomUUID(), originalName: name, size: 2048 }];

function confirmationForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productCode: '880001',
    accountNumber: PERSON.accountNumber,
    holderName: PERSON.name,
    attachments: { identityDocument: file('身份证.pdf'), holdingProof: file('出资证明书.pdf') },
    ...overrides,
  };
}

describe('550301 股东确权 lifts the unconfirmed-shareholder block (ADR 74)', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  let investor: Headers;
  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
    investor = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
    await t.testDb.db.orm.execute(
      sql`insert into rights_confirmation (tenant_id, company_id, holder_id, confirmed)
          values (${TENANT}, ${COMPANY}, ${PERSON.uuid}, 0)`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const fileConfirmation = async (form: Record<string, unknown>) =>
    call(t, investor, '/application/submit', {
      appId: '550301',
      idempotencyKey: key(),
      formData: await planted(t, form, 'person_demo'),
    });
  const transfer = async () =>
    call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm()),
    });
  const firstReview = async (uuid: string) =>
    expect(
      (await call(t, first, '/application/approve', { uuid, nodeId: 'PreliminaryApprove' })).statusCode,
    ).toBe(200);
  const flag = async () =>
    rows<{ confirmed: number; bizSn: string | null; at: string | null }>(
      t.testDb.db.orm,
      sql`select confirmed::int, confirmed_biz_sn as "bizSn", confirmed_at::text as at from rights_confirmation
          where company_id = ${COMPANY} and holder_id = ${PERSON.uuid}`,
    );
  const filedCount = async () =>
    (
      await rows<{ n: number }>(
        t.testDb.db.orm,
        sql`select count(*)::int as n from application where app_id = '550301'`,
      )
    )[0]!.n;

  it('bad input is a 400 naming the field, and nothing is filed', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ productCode: '999999' }, /^产品代码不存在：999999$/],
      [{ holderName: '演示投资者乙' }, /与股东名称“演示投资者乙”不一致/],
      [{ accountNumber: FIRM.accountNumber, holderName: FIRM.name }, /不是本人的登记账户，不能为其确权$/],
      [{ accountNumber: 'D000000002' }, /^登记账户D000000002未持有该企业股份，无需确权$/],
      [{ attachments: { identityDocument: file('身份证.pdf') } }, /持股证明材料/],
      [{ accountNumber: 'D-1' }, /登记账号/],
    ];
    for (const [overrides, message] of cases) {
      const refused = await fileConfirmation(confirmationForm(overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json().msg).toMatch(message);
    }
    expect(await filedCount()).toBe(0);
  });

  it('blocked before; the holder files, both reviewers approve, the block is lifted', async () => {
    const before = await transfer();
    expect(before.statusCode).toBe(400);
    expect(before.json().msg).toBe(UNCONFIRMED);

    const filed = await fileConfirmation(confirmationForm());
    expect(filed.statusCode, filed.body).toBe(200);
    const { uuid, bizSn } = filed.json().data;
    expect(filed.json().data.businessTypeName).toBe('股东确权');
    // Still blocked while the confirmation is under review.
    expect((await transfer()).json().msg).toBe(UNCONFIRMED);
    await firstReview(uuid);
    const done = await call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await flag();
    expect(row).toMatchObject({ confirmed: 1, bizSn });
    expect(row!.at).not.toBeNull();

    const after = await transfer();
    expect(after.statusCode, after.body).toBe(200);
    await ensureIntegrated(t.testDb.db, TENANT);
    const entries = await rows<{ kind: string; bizSn: string }>(
      t.testDb.db.orm,
      sql`select e.kind, a.biz_sn as "bizSn" from application a join ledger_entry e on e.uuid = a.uuid::text
          where a.app_id = '550301' and e.kind like 'holder.%'`,
    );
    expect(entries).toEqual([{ kind: 'holder.rightsConfirmed', bizSn }]);
    // Confirmed once: a second 确权 of the same holding is refused.
    expect((await fileConfirmation(confirmationForm())).json().msg).toBe(
      `登记账户${PERSON.accountNumber}在该企业的持股已确权，无需重复办理`,
    );
  });

  it('two confirmations of one holding approved at once: exactly one records it', async () => {
    await t.testDb.db.orm.execute(
      sql`update rights_confirmation set confirmed = 0, confirmed_biz_sn = null, confirmed_at = null
          where company_id = ${COMPANY} and holder_id = ${PERSON.uuid}`,
    );
    const uuids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const filed = await fileConfirmation(confirmationForm());
      expect(filed.statusCode, filed.body).toBe(200);
      await firstReview(filed.json().data.uuid);
      uuids.push(filed.json().data.uuid);
    }
    const finals = await Promise.all(
      uuids.map((uuid) => call(t, second, '/application/approve', { uuid, nodeId: 'RecheckApprove' })),
    );
    expect(finals.map((f) => f.statusCode).sort()).toEqual([200, 400]);
    expect(finals.find((f) => f.statusCode === 400)!.json().msg).toMatch(/已确权，无需重复办理$/);
    const winner = finals.findIndex((f) => f.statusCode === 200);
    const [row] = await flag();
    const [won] = await rows<{ bizSn: string }>(
      t.testDb.db.orm,
      sql`select biz_sn as "bizSn" from application where uuid = ${uuids[winner]!}`,
    );
    expect(row).toMatchObject({ confirmed: 1, bizSn: won!.bizSn });
  });
});
