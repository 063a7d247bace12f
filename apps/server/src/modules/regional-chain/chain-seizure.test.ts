import { randomUUID } from 'node:crypto';
import {
  accountObjectId,
  CHAIN_MODEL_VERSION,
  registrationObjectId,
  transferReportObjectId,
} from '@rer/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import type { TestApp } from '../../test-support/test-app.js';
import {
  COMPANY,
  call,
  FIRM,
  type Headers,
  key,
  openWorkflowApp,
  PERSON,
  planted,
  recordDirect,
  TENANT,
} from '../workflow/testing/workflow-fixture.js';
import { backfillChainObjects } from './backfill.js';
import { validateChainBody } from './chain-schemas.js';
import { readRegisterFacts } from './register-facts.repository.js';
import { sealProblems, type VersionRow, versionsOf } from './testing/chain-fixture.js';

const NONDS = '/api/rem-registrationbizweb/nonds';
const COURT_DOC = '（2026）辽0202执5号';

// ADR 87: a court seizure (扣划, 550060) is a movement between holders: it gets its 转让报告 naming
// the frozen holder and the receiving one; the reversal of a seizure reports the movement back.
describe('regional chain: the 转让报告 of a court seizure and of its reversal', () => {
  let t: TestApp;
  let first: Headers;
  let second: Headers;
  let company: { uuid: string; creditCode: string | null };
  let publicKey: string;

  beforeAll(async () => {
    ({ t, first, second } = await openWorkflowApp());
    [company] = (await rows<{ uuid: string; creditCode: string | null }>(
      t.testDb.db.orm,
      sql`select uuid, credit_code as "creditCode" from company where uuid = ${COMPANY}`,
    )) as [typeof company];
    publicKey = (await t.app.inject({ method: 'GET', url: `${NONDS}/regionalChain/sealingKey` })).json().data
      .publicKey;
  });
  afterAll(async () => {
    await t.close();
  });

  const file = (name: string) => ({ attachId: randomUUID(), originalName: name, size: 2048 });
  const row = (over: Record<string, unknown>) => ({
    securityAccountNo: PERSON.accountNumber,
    idNumber: '210202199001010030',
    holderName: PERSON.name,
    judiciary: '大连市中山区人民法院',
    documentNo: COURT_DOC,
    securityCode: '880001',
    unitName: '大连演示科技股份有限公司',
    natureOfShare: '4',
    frozenMethod: '1',
    frozen: '2000000',
    startsOn: '2026-11-29',
    endsOn: '2029-11-28',
    att: {
      '1015': [file('协助执行通知书.pdf')],
      '1016': [file('裁定书.jpg')],
      '1017': [file('冻结证明.png')],
    },
    ...over,
  });
  /** Files a 550060 declaration, 复审 approves it; the application's biz_sn. */
  async function judicial(over: Record<string, unknown>): Promise<string> {
    const filed = await call(t, first, '/application/submit', {
      appId: '550060',
      idempotencyKey: key(),
      formData: await planted(t, { freezeInfo: [row(over)] }, 'reviewer1'),
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const approved = await call(t, second, '/application/approve', {
      uuid: filed.json().data.uuid,
      nodeId: 'RecheckApprove',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return filed.json().data.bizSn as string;
  }
  const lastSeq = async () =>
    (
      await rows<{ seq: number }>(
        t.testDb.db.orm,
        sql`select max(seq)::int as seq from register_event where company_id = ${COMPANY}`,
      )
    )[0]!.seq;
  const latestOf = async (objectId: string): Promise<VersionRow> => {
    const versions = await versionsOf(t.testDb.db.orm, TENANT, objectId);
    return versions[versions.length - 1]!;
  };
  /** The 登记 object's latest body says what the register holds now. */
  async function matchesRegister(holderId: string, accountNumber: string, nature: string, typeCode: string) {
    const [h] = await rows<{ held: string; pledged: string; frozen: string; locked: string }>(
      t.testDb.db.orm,
      sql`select held::text, pledged::text, frozen::text, locked::text from holding
           where company_id = ${COMPANY} and holder_id = ${holderId} and share_nature = ${nature}`,
    );
    const latest = await latestOf(registrationObjectId(company, accountNumber, nature));
    expect(latest.status).toBe('published');
    expect(latest.body).toMatchObject({
      holdingQuantity: h!.held,
      frozenQuantity: h!.frozen,
      pledgedQuantity: h!.pledged,
      lockedQuantity: h!.locked,
      changeTypeCode: typeCode,
    });
    expect(sealProblems(publicKey, latest)).toEqual([]);
    return latest;
  }
  const report = (seq: number) => transferReportObjectId(company, seq);
  const account = (accountNumber: string) => ({ objectId: accountObjectId(accountNumber), version: 0 });

  it('a 扣划 through 550060 writes its 转让报告 from the frozen holder to the receiving one', async () => {
    await judicial({});
    const freezeSeq = await lastSeq();
    const personBefore = await latestOf(registrationObjectId(company, PERSON.accountNumber, '4'));
    const bizSn = await judicial({
      frozenMethod: '5',
      frozen: '500000',
      originalDocumentNo: COURT_DOC,
      documentNo: `${COURT_DOC}之一`,
      toAccountNumber: FIRM.accountNumber,
      toHolderName: FIRM.name,
    });
    const seizureSeq = await lastSeq();
    expect(seizureSeq).toBe(freezeSeq + 1);
    const [zr, ...more] = await versionsOf(t.testDb.db.orm, TENANT, report(seizureSeq));
    expect(more).toEqual([]);
    expect(zr).toMatchObject({
      version: 0,
      operation: 'create',
      status: 'published',
      objectClass: 'transferReport',
    });
    expect(zr!.body).toEqual({
      product: { objectId: expect.stringMatching(/^CP-/), version: expect.any(Number) },
      transferor: account(PERSON.accountNumber),
      transferee: account(FIRM.accountNumber),
      quantity: '500000',
      shareNatureCode: '4',
      changeSeq: seizureSeq,
      changeTypeCode: '11',
      changeTime: expect.any(String),
      businessSerialNo: bizSn,
    });
    expect(zr!.leafHash).not.toBeNull();
    expect(sealProblems(publicKey, zr!)).toEqual([]);
    expect(validateChainBody(CHAIN_MODEL_VERSION, 'transferReport', zr!.body)).toEqual([]);
    // Both 登记 objects have a new version saying what the register says, in the seizure's change.
    const person = await matchesRegister(PERSON.uuid, PERSON.accountNumber, '4', '11');
    expect(person.version).toBe(personBefore.version + 1);
    expect(person.body).toMatchObject({ holdingQuantity: '5500000', frozenQuantity: '1500000' });
    const firm = await matchesRegister(FIRM.uuid, FIRM.accountNumber, '4', '11');
    expect(firm).toMatchObject({ version: 0, operation: 'create' });
    expect(firm.body).toMatchObject({ holdingQuantity: '500000', changeSeq: seizureSeq });
    expect(new Set([person.registerEventId, firm.registerEventId, zr!.registerEventId]).size).toBe(1);
  });

  it('the facts statement places a freeze the change cannot, and reads a reversed seizure with its holding', async () => {
    const freezeSeq = (await lastSeq()) - 1;
    const facts = await t.testDb.db.withTenant(TENANT, (tx) =>
      readRegisterFacts(tx, TENANT, COMPANY, [], {
        encumbranceSeqs: [freezeSeq],
        reversedSeqs: [freezeSeq + 1],
      }),
    );
    expect(facts.encumbrances.get(freezeSeq)).toEqual({ holderId: PERSON.uuid, shareNature: '4' });
    expect(facts.reversed.get(freezeSeq + 1)).toMatchObject({
      type: 'seizure',
      payload: { toHolderId: FIRM.uuid, quantity: '500000' },
      source: { holderId: PERSON.uuid, shareNature: '4' },
    });
    // The accounts of the looked-up movements come with them, though no holder id was named.
    expect(facts.holders.map((h) => h.accountNumber).sort()).toEqual([
      PERSON.accountNumber,
      FIRM.accountNumber,
    ]);
  });

  it('the reversal of the seizure reports the movement back and names the reversed change', async () => {
    const seizureSeq = await lastSeq();
    await recordDirect(t, { type: 'reversal', reversesSeq: seizureSeq, reason: '扣划录入错误' });
    const reversalSeq = seizureSeq + 1;
    const [zr] = await versionsOf(t.testDb.db.orm, TENANT, report(reversalSeq));
    expect(zr!.body).toMatchObject({
      transferor: account(FIRM.accountNumber),
      transferee: account(PERSON.accountNumber),
      quantity: '500000',
      shareNatureCode: '4',
      changeSeq: reversalSeq,
      changeTypeCode: '14',
      reversesChangeSeq: seizureSeq,
    });
    expect(validateChainBody(CHAIN_MODEL_VERSION, 'transferReport', zr!.body)).toEqual([]);
    const person = await matchesRegister(PERSON.uuid, PERSON.accountNumber, '4', '14');
    expect(person.body).toMatchObject({ holdingQuantity: '6000000', frozenQuantity: '2000000' });
    await matchesRegister(FIRM.uuid, FIRM.accountNumber, '4', '14');
  });

  it('the reversal of an event that moved nothing between holders writes no 转让报告', async () => {
    await recordDirect(t, { type: 'reversal', reversesSeq: (await lastSeq()) - 2, reason: '冻结录入错误' });
    expect(await versionsOf(t.testDb.db.orm, TENANT, report(await lastSeq()))).toEqual([]);
    await matchesRegister(PERSON.uuid, PERSON.accountNumber, '4', '14');
  });

  it('the backfill writes the reports a register recorded without them, once, each with its event', async () => {
    const seizureSeq = (await lastSeq()) - 2;
    const before = [
      ...(await versionsOf(t.testDb.db.orm, TENANT, report(seizureSeq))),
      ...(await versionsOf(t.testDb.db.orm, TENANT, report(seizureSeq + 1))),
    ];
    expect(before).toHaveLength(2);
    // As if recorded before reports existed: the owner removes them behind the append-only trigger.
    await t.testDb.db.orm.transaction(async (tx) => {
      await tx.execute(sql.raw('alter table chain_object_version disable trigger user'));
      await tx.execute(
        sql`delete from chain_object_version where object_id in (${report(seizureSeq)}, ${report(seizureSeq + 1)})`,
      );
      await tx.execute(sql.raw('alter table chain_object_version enable trigger user'));
    });
    expect(await backfillChainObjects(t.testDb.db, TENANT, { companyId: COMPANY })).toEqual({ written: 2 });
    const after = [
      ...(await versionsOf(t.testDb.db.orm, TENANT, report(seizureSeq))),
      ...(await versionsOf(t.testDb.db.orm, TENANT, report(seizureSeq + 1))),
    ];
    expect(after.map((r) => r.body)).toEqual(before.map((r) => r.body));
    expect(after.map((r) => r.registerEventId)).toEqual(before.map((r) => r.registerEventId));
    for (const row of after) {
      expect(row).toMatchObject({ version: 0, status: 'published' });
      expect(sealProblems(publicKey, row)).toEqual([]);
    }
    // Once: a second pass finds nothing to write (positions whose events have no serial number included).
    expect(await backfillChainObjects(t.testDb.db, TENANT, { companyId: COMPANY })).toEqual({ written: 0 });
  });
});
