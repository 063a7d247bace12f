import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRegister } from '../../modules/share-register/index.js';
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
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';

/**
 * 550060 司法冻结登记 and 550300 解除冻结登记 (ADR 73) on the demo register (the person holds
 * 6,000,000 of nature 4): register staff file the court's declaration, 复审 approves, the register
 * records the event with the court order as basis; after every step the invariants hold and the
 * replay equals the projection.
 */
describe('judicial assistance', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  beforeAll(async () => {
    ({ t, org, first, second } = await openWorkflowApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const file = (name: string, size = 2048) => ({ attachId: randomUUID(), originalName: name, size });
  const slots = () => ({
    '1015': [file('协助执行通知书.pdf')],
    '1016': [file('裁定书.jpg')],
    '1017': [file('冻结证明.png')],
  });
  const row = (over: Record<string, unknown> = {}) => ({
    securityAccountNo: PERSON.accountNumber,
    idNumber: '210202199001010030',
    holderName: PERSON.name,
    judiciary: '大连市中山区人民法院',
    documentNo: '（2026）辽0202执1号',
    securityCode: '880001',
    unitName: '大连演示科技股份有限公司',
    natureOfShare: '4',
    frozenMethod: '1',
    frozen: '6000000',
    startsOn: '2026-11-29',
    endsOn: '2029-11-28',
    att: slots(),
    ...over,
  });
  const submit = async (appId: string, rowsOf: Record<string, unknown>[], headers = first) =>
    call(t, headers, '/application/submit', {
      appId,
      idempotencyKey: key(),
      formData: await planted(t, { freezeInfo: rowsOf }, headers === org ? 'org_demo' : 'reviewer1'),
    });
  const approve = (uuid: string, headers = second) =>
    call(t, headers, '/application/approve', { uuid, nodeId: 'RecheckApprove' });
  async function done(appId: string, rowsOf: Record<string, unknown>[]) {
    const filed = await submit(appId, rowsOf);
    expect(filed.statusCode, filed.body).toBe(200);
    const approved = await approve(filed.json().data.uuid as string);
    expect(approved.statusCode, approved.body).toBe(200);
    await consistent();
  }
  async function consistent() {
    const check = await t.testDb.db.withTenant(TENANT, (tx) =>
      verifyRegister({ tx, tenantId: TENANT, companyId: COMPANY }),
    );
    expect(check.differences).toEqual([]);
    expect(check.isConsistent).toBe(true);
  }
  const holding = async (holderId: string, nature = '4') =>
    (
      await rows<{ held: string; frozen: string }>(
        t.testDb.db.orm,
        sql`select held::text, frozen::text from holding
            where company_id = ${COMPANY} and holder_id = ${holderId} and share_nature = ${nature}`,
      )
    )[0];
  const freezes = async () =>
    rows<{
      seq: number;
      kind: string;
      status: string;
      quantity: string;
      document_no: string;
      ends_on: string;
    }>(
      t.testDb.db.orm,
      sql`select created_seq::int as seq, kind, status, quantity::text, document_no, ends_on::text
          from encumbrance where company_id = ${COMPANY} and kind in ('freeze', 'queuedFreeze')
          order by created_seq`,
    );
  const counted = async () =>
    (
      await rows<{ applications: number; events: number }>(
        t.testDb.db.orm,
        sql`select (select count(*)::int from application) as applications,
                   (select count(*)::int from register_event) as events`,
      )
    )[0];
  const msgOf = (answer: { json: () => unknown }) => (answer.json() as { msg: string }).msg;

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = await counted();
    const cases: [string, Record<string, unknown>[], string][] = [
      ['550060', [], '司法冻结申报列表：请添加司法冻结申报'],
      ['550060', [row({ frozenMethod: '' })], '第1行【冻结方式】：此项为必填'],
      [
        '550060',
        [row({ frozenMethod: '4', originalDocumentNo: 'x' })],
        '第1行【冻结方式】：该冻结方式不在本业务办理',
      ],
      ['550300', [row()], '第1行【冻结方式】：该冻结方式不在本业务办理'],
      ['550060', [row({ att: { ...slots(), '1016': [] } })], '第1行【裁定书复印件】：请上传文件'],
      [
        '550060',
        [row({ att: { ...slots(), '1015': [file('通知书.docx')] } })],
        '第1行【协助执行通知书复印件】：只能上传JPG、PNG、PDF文件',
      ],
      [
        '550060',
        [row({ att: { ...slots(), '1017': [file('证明.pdf', 50 * 1024 * 1024 + 1)] } })],
        '第1行【冻结证明复印件】：文件不能超过 50MB',
      ],
      [
        '550060',
        [row({ att: { ...slots(), '1017': [file('a.pdf'), file('b.pdf')] } })],
        '第1行【冻结证明复印件】：超出最大文件上传数量',
      ],
      ['550060', [row({ judiciary: '' })], '第1行【执行法院】：此项为必填'],
      ['550060', [row({ frozen: '-5' })], '第1行【股数】：请输入正整数股数'],
      ['550060', [row({ endsOn: '2030-01-01' })], '第1行【冻结截止日】：冻结期限不得超过三年'],
      ['550060', [row({ securityCode: '999999' })], '第1行【证券代码】：证券代码不存在：999999'],
      [
        '550060',
        [row(), row({ securityCode: '880002' })],
        '第2行【证券代码】：同一申请只能申报一家企业的股份',
      ],
      [
        '550060',
        [row({ securityAccountNo: 'R00000000000000' })],
        '第1行【登记账号】：登记账号不存在或已销户：R00000000000000',
      ],
      [
        '550060',
        [row({ holderName: '别人' })],
        `第1行【股东名称】：登记账号${PERSON.accountNumber}与股东名称“别人”不一致`,
      ],
      [
        '550060',
        [row({ frozen: '6000001' })],
        '第1行【股数】：可用股份不足：可用6000000股，申请冻结6000001股',
      ],
      [
        '550060',
        [row({ frozenMethod: '2' })],
        '第1行【冻结方式】：该股份无有效的司法冻结，应办理司法冻结而非轮候冻结',
      ],
      [
        '550300',
        [row({ frozenMethod: '4', originalDocumentNo: '（2020）无此号' })],
        '第1行【原冻结文书编号】：该股份无此文书的冻结记录：（2020）无此号',
      ],
      [
        '550060',
        [
          row({
            frozenMethod: '5',
            originalDocumentNo: 'x',
            toAccountNumber: PERSON.accountNumber,
            toHolderName: PERSON.name,
          }),
        ],
        '第1行【扣划转入登记账号】：扣划转入方不能为被冻结的登记账户',
      ],
    ];
    for (const [appId, declaration, expected] of cases) {
      const answer = await submit(appId, declaration);
      expect(answer.statusCode, `${appId} ${answer.body}`).toBe(400);
      expect(msgOf(answer), answer.body).toBe(expected);
    }
    const byEnterprise = await submit('550060', [row()], org);
    expect(byEnterprise.statusCode).toBe(400);
    expect(msgOf(byEnterprise)).toBe('申请人：司法协助须由登记机构工作人员依据法院文书在管理端办理');
    expect(await counted()).toEqual(before);
  });

  it('freezes, queues behind, releases in part (letting part of the queued freeze in), renews and seizes', async () => {
    // 1. The court freezes all 6,000,000 shares.
    await done('550060', [row()]);
    expect(await holding(PERSON.uuid)).toEqual({ held: '6000000', frozen: '6000000' });
    const [freeze] = await freezes();
    expect(freeze).toMatchObject({ kind: 'freeze', status: 'active', document_no: '（2026）辽0202执1号' });
    const [event] = await rows<{ basis_kind: string; basis_reference: string; biz_sn: string | null }>(
      t.testDb.db.orm,
      sql`select basis_kind, basis_reference from register_event where company_id = ${COMPANY} order by seq desc limit 1`,
    );
    expect(event).toMatchObject({
      basis_kind: 'court',
      basis_reference: '大连市中山区人民法院 （2026）辽0202执1号',
    });

    // 2. Another court queues 2,000,000 behind it.
    const queued = {
      frozenMethod: '2',
      frozen: '2000000',
      judiciary: '大连市西岗区人民法院',
      documentNo: '（2026）辽0203执9号',
    };
    await done('550060', [row(queued)]);
    expect((await freezes()).map((f) => [f.kind, f.status, f.quantity])).toEqual([
      ['freeze', 'active', '6000000'],
      ['queuedFreeze', 'queued', '2000000'],
    ]);

    // 3. The first court releases 500,000: that part of the queued freeze takes effect.
    const release = {
      frozenMethod: '4',
      frozen: '500000',
      originalDocumentNo: '（2026）辽0202执1号',
      documentNo: '（2026）辽0202执1号之一',
    };
    await done('550300', [row(release)]);
    expect((await freezes()).map((f) => [f.kind, f.status, f.quantity, f.document_no])).toEqual([
      ['freeze', 'active', '5500000', '（2026）辽0202执1号'],
      ['queuedFreeze', 'queued', '1500000', '（2026）辽0203执9号'],
      ['queuedFreeze', 'active', '500000', '（2026）辽0203执9号'],
    ]);
    expect(await holding(PERSON.uuid)).toEqual({ held: '6000000', frozen: '6000000' });

    // A renewal must end later than the freeze does now; then it does.
    const renewal = {
      frozenMethod: '3',
      frozen: '',
      originalDocumentNo: '（2026）辽0202执1号',
      documentNo: '（2029）辽0202执续1号',
    };
    const early = await submit('550060', [row({ ...renewal, endsOn: '2029-11-28' })]);
    expect(msgOf(early)).toBe('第1行【冻结截止日】：续行冻结的截止日期应晚于原截止日期2029-11-28');
    await done('550060', [row({ ...renewal, endsOn: '2031-06-30' })]);
    expect((await freezes())[0]).toMatchObject({ ends_on: '2031-06-30', quantity: '5500000' });

    // 4. The court seizes 1,000,000 of the frozen shares to the firm: they leave frozen, so no
    // share comes free and the rest of the queued freeze keeps waiting.
    const seizure = {
      frozenMethod: '5',
      frozen: '1000000',
      originalDocumentNo: '（2026）辽0202执1号',
      documentNo: '（2026）辽0202执1号之二',
      toAccountNumber: FIRM.accountNumber,
      toHolderName: FIRM.name,
    };
    const tooMany = await submit('550060', [row({ ...seizure, frozen: '5500001' })]);
    expect(msgOf(tooMany)).toBe('第1行【股数】：冻结股份不足：尚余冻结5500000股，申请5500001股');
    await done('550060', [row(seizure)]);
    expect(await holding(PERSON.uuid)).toEqual({ held: '5000000', frozen: '5000000' });
    expect(await holding(FIRM.uuid)).toEqual({ held: '1000000', frozen: '0' });
    expect((await freezes()).map((f) => [f.status, f.quantity])).toEqual([
      ['active', '4500000'],
      ['queued', '1500000'],
      ['active', '500000'],
    ]);
  });

  it('two concurrent releases of the same freeze: one lands, the other is refused, the register stays whole', async () => {
    const doc = '（2026）辽0202执77号';
    // The firm's 3,000,000 (nature 3): freeze 1,000,000, then two releases of 800,000 each race.
    const firm = {
      securityAccountNo: FIRM.accountNumber,
      holderName: FIRM.name,
      natureOfShare: '3',
      documentNo: doc,
    };
    await done('550060', [row({ ...firm, frozen: '1000000' })]);
    const releaseOf = (n: number) =>
      row({
        ...firm,
        frozenMethod: '4',
        frozen: '800000',
        originalDocumentNo: doc,
        documentNo: `${doc}之${n}`,
      });
    const a = await submit('550300', [releaseOf(1)]);
    const b = await submit('550300', [releaseOf(2)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const answers = await Promise.all([
      approve(a.json().data.uuid as string),
      approve(b.json().data.uuid as string),
    ]);
    const codes = answers.map((x) => x.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = answers.find((x) => x.statusCode === 400)!;
    // Refused by the business's check or, when it read before the winner committed, by the
    // register's own rule under the company lock: either way it names what is left.
    expect(msgOf(refused)).toMatch(/^(第1行【股数】：)?冻结股份不足：尚余冻结200000股，申请(解除)?800000股$/);
    expect(await holding(FIRM.uuid, '3')).toEqual({ held: '3000000', frozen: '200000' });
    await consistent();
  });
});
