import { ENCUMBRANCE_URLS as URLS } from '@rer/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { DEMO_COMPANY, recordInDemo } from '../../test-support/demo-register.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  COURT,
  OTHER_TENANT,
  plantDemoEncumbrances,
  plantOtherTenant,
  setDemoSwitch,
} from './testing/encumbrance-fixture.js';

interface Notice {
  id: string;
  noticeNo: string;
  kind: string;
  status: string;
  companyName: string;
  holderName: string;
  certificateNo: string;
  partyName: string | null;
  documentNo: string | null;
  quantity: string;
  changedOn: string;
}

describe('public pledge and freeze announcements (ADR 75)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await plantDemoEncumbrances(t.testDb.db);
    await plantOtherTenant(t.testDb.db);
  });
  afterAll(async () => {
    await t.close();
  });

  // No sign-in: the tenant comes from the request (Tenant-Id) or the tenantId parameter.
  const get = (url: string, tenantId = '000000') =>
    t.app.inject({ method: 'GET', url, headers: { 'tenant-id': tenantId } });
  const list = async (url: string, tenantId?: string): Promise<Notice[]> => {
    const res = await get(url, tenantId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.records;
  };

  it('publishes a pledge with the pledgor masked and the contract reference withheld', async () => {
    const found = await list(URLS.pledgeList);
    expect(found).toHaveLength(1);
    const notice = found[0]!;
    expect(notice).toMatchObject({
      kind: 'pledge',
      status: 'active',
      companyName: '大连演示科技股份有限公司',
      holderName: '演*****',
      partyName: '演示银行',
      documentNo: null,
      quantity: '1000000',
    });
    expect(notice.noticeNo).toMatch(/^ZY2026\d{6}$/);
    expect(notice.certificateNo).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    const detail = await get(`${URLS.pledgeDetail}?id=${notice.id}`);
    expect(detail.json().data).toEqual(notice);
  });

  it('publishes freezes and queued freezes with the court and its document, institutions by name', async () => {
    const found = await list(URLS.frozenList);
    expect(found.map((n) => [n.kind, n.status, n.partyName, n.holderName])).toEqual([
      ['queuedFreeze', 'queued', COURT, '大连演示制造有限公司'],
      ['freeze', 'active', COURT, '大连演示制造有限公司'],
    ]);
    expect(found[1]!.documentNo).toBe('（2026）辽02执123号');
    expect(found[1]!.noticeNo).toMatch(/^DJ2026\d{6}$/);
    // A pledge is not a freeze announcement, nor a lock either.
    const pledgeId = (await list(URLS.pledgeList))[0]!.id;
    const wrongKind = await get(`${URLS.frozenDetail}?id=${pledgeId}`);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().msg).toBe(`公告不存在：${pledgeId}`);
  });

  it("keeps tenants apart: another tenant's list and ids answer nothing of this one's", async () => {
    const theirs = await list(`${URLS.pledgeList}?tenantId=${OTHER_TENANT}`);
    expect(theirs.map((n) => [n.partyName, n.holderName, n.quantity])).toEqual([['他行银行', '股**', '400']]);
    const ours = await list(URLS.pledgeList);
    expect((await get(`${URLS.pledgeDetail}?id=${ours[0]!.id}`, OTHER_TENANT)).statusCode).toBe(404);
    expect((await get(`${URLS.pledgeDetail}?id=${theirs[0]!.id}`)).statusCode).toBe(404);
  });

  it('filters by status and company, and names a bad parameter in a 400', async () => {
    expect(await list(`${URLS.frozenList}?status=released`)).toEqual([]);
    expect(await list(`${URLS.frozenList}?companyName=${encodeURIComponent('不存在的企业')}`)).toEqual([]);
    const cases: [string, string][] = [
      [`${URLS.pledgeDetail}?id=abc`, '公告编号：应为正整数'],
      [`${URLS.pledgeDetail}`, '公告编号'],
      [`${URLS.pledgeList}?current=0`, '当前页：应为正整数'],
      [`${URLS.pledgeList}?tenantId=12`, '租户编号：应为6位数字'],
      [`${URLS.frozenList}?status=open`, '状态：'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg, url).toContain(message);
    }
  });

  it("closes each list with the operator's switch, as the top menu hides it", async () => {
    await setDemoSwitch(t.testDb.db, 'bizTopMenu.8', false);
    try {
      const closed = await get(URLS.pledgeList);
      expect(closed.statusCode).toBe(404);
      expect(closed.json().msg).toBe('质押公告未开放');
      const enable = await get('/api/rem-registrationbizweb/nonds/sharePledge/enable?tenantId=000000');
      expect(enable.json().data).toBe('0');
      // The freeze list has its own switch.
      expect((await get(URLS.frozenList)).statusCode).toBe(200);
    } finally {
      await setDemoSwitch(t.testDb.db, 'bizTopMenu.8', true);
    }
    await setDemoSwitch(t.testDb.db, 'freeze.notice.switch', false);
    try {
      const closed = await get(URLS.frozenList);
      expect(closed.json().msg).toBe('冻结公告未开放');
      const id = (await list(URLS.pledgeList))[0]!.id;
      expect((await get(`${URLS.frozenDetail}?id=${id}`)).json().msg).toBe('冻结公告未开放');
    } finally {
      await setDemoSwitch(t.testDb.db, 'freeze.notice.switch', true);
    }
  });

  it('shows a released pledge as released, with what is left and the day it changed', async () => {
    const before = (await list(URLS.pledgeList))[0]!;
    const [created] = await rows<{ seq: number }>(
      t.testDb.db.orm,
      sql`select created_seq::int as seq from encumbrance where id = ${before.id}`,
    );
    const release = { type: 'pledgeRelease' as const, encumbranceSeq: created!.seq, quantity: 1_000_000n };
    await recordInDemo(t.testDb.db, DEMO_COMPANY, release, '2026-05-01');
    const after = (await list(URLS.pledgeList))[0]!;
    expect(after).toMatchObject({
      id: before.id,
      status: 'released',
      quantity: '0',
      changedOn: '2026-05-01',
    });
    expect(await list(`${URLS.pledgeList}?status=active`)).toEqual([]);
  });
});
