import {
  fromBase64,
  fromHex,
  type LedgerReceipt,
  parseSignedCheckpoint,
  verifyConsistency,
  verifyReceipt,
} from '@rer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId as id, openDemoRegister, recordInDemo } from '../../test-support/demo-register.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { isCheckpointSignedBy } from './checkpoints.js';
import { sm3 } from './testing/ledger-fixture.js';

const API = '/api/rem-registrationbizweb';
const C1 = id('c', 1);
const C2 = id('c', 2);
const PERSON_HOLDER = id('f', 1);
const ORG_INVESTOR_HOLDER = id('f', 4);

describe('evidence ledger calls', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = { 'tenant-id': '000000' }) =>
    t.app.inject({ method: 'GET', url, headers });
  /** The person transfers `quantity` of its nature-4 shares to the firm, by agreement. */
  const transfer = (quantity: bigint, date: string) =>
    recordInDemo(
      t.testDb.db,
      C1,
      {
        type: 'transfer',
        holderId: PERSON_HOLDER,
        shareNature: '4',
        toHolderId: ORG_INVESTOR_HOLDER,
        reason: 'agreement',
        quantity,
      },
      date,
    );

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true', LEDGER_HASH: 'sm3', LEDGER_ORIGIN: 'rer.test/ledger' });
    await openDemoRegister(t.testDb.db);
    await transfer(1_000n, '2026-04-01');
  });
  afterAll(async () => {
    await t.close();
  });

  it('getStatementDetail answers the statement fields with a receipt that verifies (POST, as the spec calls it)', async () => {
    const { headers } = await signIn(t, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/statement/getStatementDetail?uuid=SN-T&appId=550001`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().data;
    expect(first).toMatchObject({
      biz_sn: 'SN-T',
      biz_type_name: '股份转让登记',
      ext: 'register.event',
      flowKey: null,
    });
    expect(second.biz_type_name).toBe('股东名册初始登记');
    expect(first.chainHash).toBe(first.receipt.leafHash);
    const receipt = first.receipt as LedgerReceipt;
    expect(receipt.origin).toBe('rer.test/ledger/000000/sm3');
    expect(receipt.entry).not.toContain(PERSON_HOLDER);
    const latest = (await get(`${API}/nonds/ledger/checkpoint/latest`)).json().data;
    const key = fromBase64(latest.publicKey);
    expect(verifyReceipt(receipt, sm3, (c) => isCheckpointSignedBy(c, latest.keyName, key))).toMatchObject({
      ok: true,
    });
    expect(latest.checkpoint.treeSize).toBe(receipt.treeSize);
  });

  it('the enterprise sees its own company only; an investor sees nothing', async () => {
    const org = await signIn(t, 'org_demo');
    const own = await t.app.inject({
      method: 'GET',
      url: `${API}/statement/getStatementDetail?uuid=SN-T`,
      headers: { ...org.headers, 'current-company': C1 },
    });
    expect(own.json().data).toHaveLength(2);
    const list = await get(`${API}/ledger/entries?keyword=SN-T`, { ...org.headers, 'current-company': C1 });
    expect(list.json().data.total).toBe(2);
    const person = await signIn(t, 'person_demo');
    const none = await t.app.inject({
      method: 'GET',
      url: `${API}/statement/getStatementDetail?uuid=SN-T`,
      headers: person.headers,
    });
    expect(none.json().data).toEqual([]);
    const unauthenticated = await get(`${API}/statement/getStatementDetail?uuid=SN-T`);
    expect(unauthenticated.statusCode).toBe(401);
    expect(C2).not.toBe(C1);
  });

  it('public entry, consistency and the explorer lists', async () => {
    const { headers } = await signIn(t, 'admin');
    const entries = (await get(`${API}/ledger/entries?current=1&size=10`, headers)).json().data;
    expect(entries.total).toBeGreaterThanOrEqual(2);
    const hash = entries.records[0].leafHash as string;
    const byHash = (await get(`${API}/ledger/entries?keyword=${hash.toUpperCase()}`, headers)).json().data;
    expect(byHash.records).toHaveLength(1);

    const publicEntry = await get(`${API}/nonds/ledger/entry/${hash}`);
    expect(publicEntry.statusCode).toBe(200);
    expect(verifyReceipt(publicEntry.json().data.receipt, sm3).ok).toBe(true);
    // Readers see the company by name (the detail page showed its uuid).
    const c1Entries = (await get(`${API}/ledger/entries?keyword=SN-T`, headers)).json().data.records;
    const ofC1 = (await get(`${API}/nonds/ledger/entry/${c1Entries[0].leafHash}`)).json().data.entry;
    expect(ofC1).toMatchObject({ companyId: C1, companyName: '大连演示科技股份有限公司' });
    const missing = await get(`${API}/nonds/ledger/entry/${'0'.repeat(64)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(`存证记录不存在：${'0'.repeat(64)}`);
    const bad = await get(`${API}/nonds/ledger/entry/xyz`);
    expect(bad.statusCode).toBe(400);

    // A later change, a second checkpoint: the two are consistent.
    await transfer(5n, '2026-05-01');
    const newest = (await get(`${API}/ledger/entries?size=1`, headers)).json().data.records[0];
    await get(`${API}/nonds/ledger/entry/${newest.leafHash}`); // signs a checkpoint on demand
    const checkpoints = (await get(`${API}/ledger/checkpoints`, headers)).json().data.records;
    expect(checkpoints.length).toBeGreaterThanOrEqual(2);
    const [to, from] = checkpoints;
    const proof = (
      await get(`${API}/nonds/ledger/consistency?from=${from.treeSize}&to=${to.treeSize}`)
    ).json().data;
    const r1 = parseSignedCheckpoint(proof.fromCheckpoint).checkpoint.rootHash;
    const r2 = parseSignedCheckpoint(proof.toCheckpoint).checkpoint.rootHash;
    expect(verifyConsistency(sm3, from.treeSize, to.treeSize, r1, r2, proof.proof.map(fromHex))).toBe(true);
    const reversed = await get(`${API}/nonds/ledger/consistency?from=${to.treeSize}&to=${from.treeSize}`);
    expect(reversed.json().msg).toBe(
      `一致性证明的树大小不正确：from（${to.treeSize}）不能大于 to（${from.treeSize}）`,
    );
    const unknown = await get(`${API}/nonds/ledger/consistency?from=${from.treeSize}&to=999`);
    expect(unknown.json().msg).toBe('没有树大小为999的检查点');
  });
});
