import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  call,
  type Headers,
  key,
  plantDemoRegister,
  planted,
  staff,
} from '../../modules/workflow/testing/workflow-fixture.js';
import { rows } from '../../platform/db/database.js';
import { JobRunner } from '../../platform/jobs.js';
import { openObjectStorage } from '../../platform/storage/storage-config.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { registerCustodyVoucherJob } from '../shared/custody-vouchers.js';
import { freshEnterprise } from './testing/custody-enterprise.js';
import { custodyForm } from './testing/custody-fixture.js';

type Row = Record<string, string>;
const DOWNLOAD = '/api/blade-resource/oss/endpoint/downloadFile';

/**
 * 001 §2.2 editInApprove on a table column (ADR 49 amendment): 550001's 股东手机号码 is edited by
 * the reviewer at 初审 / 复审; every other cell of the register stays the applicant's.
 */
describe('550001 holderInfo.mobile edited at approval', () => {
  let t: TestApp;
  let jobs: JobRunner;
  let reviewer: Headers;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rer-custody-edits-'));
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true', DATA_DIR: dataDir });
    await plantDemoRegister(t);
    reviewer = await staff(t, 'reviewer1');
    const storage = await openObjectStorage(loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir }).storage);
    jobs = new JobRunner(t.testDb.db, t.bus, { pollMs: 60_000 });
    registerCustodyVoucherJob(jobs, { db: t.testDb.db, storage, clock: t.clock });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A limited company's application (its 股东补充信息登记表 prints each holder's mobile). */
  async function submitLimited(
    account: string,
    companyNo: number,
  ): Promise<{ uuid: string; applicant: Headers }> {
    const applicant = await freshEnterprise(t, account);
    const form = custodyForm({ companyNo, holders: 4 });
    const holderInfo = (form.holderInfo as Row[]).map((h, i) => ({ ...h, mobile: `1380000000${i}` }));
    const submitted = await call(t, applicant, '/application/submit', {
      appId: '550001',
      idempotencyKey: key(),
      formData: await planted(
        t,
        { ...form, name: `测试托管企业${companyNo}有限责任公司`, companyType: '1', holderInfo },
        account,
      ),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await jobs.drain()).toBe(1);
    return { uuid: submitted.json().data.uuid as string, applicant };
  }

  const detailOf = async (uuid: string) =>
    (await call(t, reviewer, '/application/detail', { uuid })).json().data;
  const holdersOf = async (uuid: string) => (await detailOf(uuid)).formData.holderInfo as Row[];
  const withHolder = async (uuid: string, index: number, change: Row) => {
    const detail = await detailOf(uuid);
    const holderInfo = (detail.formData.holderInfo as Row[]).map((h, i) =>
      i === index ? { ...h, ...change } : h,
    );
    return { ...detail.formData, holderInfo } as Record<string, unknown>;
  };
  const approve = (uuid: string, formData: Record<string, unknown>) =>
    call(t, reviewer, '/application/approve', { uuid, nodeId: 'PreliminaryApprove', formData, opinion: '' });

  it('a reviewer’s phone change is stored, audited by path and drawn into regenerated vouchers', async () => {
    const { uuid, applicant } = await submitLimited('edit_mobile', 61);
    const approved = await approve(uuid, await withHolder(uuid, 1, { mobile: '13912345678' }));
    expect(approved.statusCode, approved.body).toBe(200);

    const holders = await holdersOf(uuid);
    expect(holders.map((h) => h.mobile)).toEqual([
      '13800000000',
      '13912345678',
      '13800000002',
      '13800000003',
    ]);
    const [audit] = await rows<{ detail: Record<string, unknown>; actor_name: string }>(
      t.testDb.db.orm,
      sql`select detail, actor_name from audit_log where action = 'workflow.approve' and target_id = ${uuid}`,
    );
    expect(audit!.detail).toMatchObject({ edited: 'holderInfo.1.mobile', editedCount: 1 });
    expect(audit!.actor_name).toBeTruthy();
    expect(JSON.stringify(audit!.detail)).not.toContain('13912345678');

    // The vouchers show phones: the review queued their regeneration (ADR 51 amendment 2).
    expect(await jobs.drain()).toBe(1);
    const ext5 = JSON.parse((await call(t, applicant, '/application/detail', { uuid })).json().data.ext5);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${DOWNLOAD}?attachId=${ext5.yxHolderSupplementRegister}`,
      headers: applicant,
    });
    expect(pdf.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString('utf8');
    expect(text).toContain('13912345678');
    expect(text).not.toContain('13800000001');
  });

  it('refuses a bad phone by the column rule and any other cell naming it; nothing written', async () => {
    const { uuid } = await submitLimited('edit_mobile_bad', 62);
    const before = await detailOf(uuid);

    const badPhone = await approve(uuid, await withHolder(uuid, 2, { mobile: '1391234' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().msg).toMatch(/^股东信息：第3行【手机号码】/);

    const renamed = await approve(
      uuid,
      await withHolder(uuid, 1, { holderName: '改名股东', mobile: '13912345678' }),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().msg).toBe('股东信息：第2行【股东名称】当前节点不允许修改此项');

    const quantity = await approve(uuid, await withHolder(uuid, 0, { quantity: '1' }));
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json().msg).toBe('股东信息：第1行【持股数量（股）】当前节点不允许修改此项');

    const after = await detailOf(uuid);
    expect(after.version).toBe(before.version);
    expect(after.currentNode).toBe('PreliminaryApprove');
    expect(after.formData.holderInfo).toEqual(before.formData.holderInfo);
    expect(await jobs.drain()).toBe(0);
  });
});
