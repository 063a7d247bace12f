import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { voucherRowsOf } from '@rer/domain';
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

const JOINT_STOCK = [
  '股份有限公司股份初始登记申请表',
  '股份登记托管服务协议',
  '股东名册',
  '企业基本信息表',
  '授权委托书',
  '股份限售申请书',
];
const LIMITED = [
  '股权托管服务协议',
  '股东补充信息登记表',
  '股东会决议',
  '股权托管备案材料',
  '授权委托书',
  '股权登记托管申请表',
];
const DOWNLOAD = '/api/blade-resource/oss/endpoint/downloadFile';

describe('550001 vouchers (001 §3.6): generated per submission, stored as attachments, ext5', () => {
  let t: TestApp;
  let jobs: JobRunner;
  let reviewer: Headers;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rer-custody-vouchers-'));
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

  const ext5Of = async (headers: Headers, uuid: string) => {
    const detail = await call(t, headers, '/application/detail', { uuid });
    expect(detail.statusCode, detail.body).toBe(200);
    return JSON.parse(detail.json().data.ext5) as Record<string, string>;
  };

  const download = (headers: Headers, attachId: string) =>
    t.app.inject({ method: 'GET', url: `${DOWNLOAD}?attachId=${attachId}`, headers });

  /** Every voucher of the map, downloaded by `headers`, as its file name and pdftotext. */
  async function texts(headers: Headers, ext5: Record<string, string>) {
    const out: { name: string; text: string }[] = [];
    // In the table's order (jsonb keeps its own key order).
    for (const { attachId } of voucherRowsOf(ext5)) {
      const answer = await download(headers, attachId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const name = decodeURIComponent(
        /filename\*=UTF-8''([^;]+)/.exec(String(answer.headers['content-disposition']))![1]!,
      );
      out.push({
        name,
        text: execFileSync('pdftotext', ['-', '-'], { input: answer.rawPayload }).toString('utf8'),
      });
    }
    return out;
  }

  async function submit(applicant: Headers, account: string, form: Record<string, unknown>) {
    const submitted = await call(t, applicant, '/application/submit', {
      appId: '550001',
      idempotencyKey: key(),
      formData: await planted(t, form, account),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return submitted.json().data.uuid as string;
  }

  it('a joint-stock company gets its six vouchers with its name and holders; a stranger is refused', async () => {
    const applicant = await freshEnterprise(t, 'voucher_js');
    const form = custodyForm({ companyNo: 51, holders: 30, restricted: 2 });
    const uuid = await submit(applicant, 'voucher_js', form);
    expect(await ext5Of(applicant, uuid)).toEqual({});
    expect(await jobs.drain()).toBe(1);
    const ext5 = await ext5Of(applicant, uuid);
    expect(Object.keys(ext5).sort()).toEqual([
      'gfBasicInfoForm',
      'gfCustodyAgreement',
      'gfPowerOfAttorney',
      'gfRegistrationForm',
      'gfRestrictionApplication',
      'gfShareholderRegister',
    ]);
    const files = await texts(applicant, ext5);
    expect(files.map((f) => f.name.replace(/_.*$/, ''))).toEqual(JOINT_STOCK);
    files.forEach((f, i) => {
      expect(f.text).toContain(JOINT_STOCK[i]);
      expect(f.text).toContain(form.name as string);
    });
    expect(files[2]!.text).toContain('测试股东29');
    expect(files[5]!.text).toContain('测试股东3');
    for (const other of LIMITED.filter((title) => !JOINT_STOCK.includes(title)))
      expect(files.map((f) => f.text).join('\n')).not.toContain(other);

    // Staff who review it may read them; another enterprise may not (no existence leak).
    expect((await download(reviewer, ext5.gfShareholderRegister!)).statusCode).toBe(200);
    const stranger = await freshEnterprise(t, 'voucher_stranger');
    const refused = await download(stranger, ext5.gfShareholderRegister!);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toContain('附件不存在或无权查看');
  });

  it('a limited company gets the limited six; a resubmission after 退回修改 regenerates them from the corrected data', async () => {
    const applicant = await freshEnterprise(t, 'voucher_ltd');
    const form: Record<string, unknown> = {
      ...custodyForm({ companyNo: 52, holders: 12 }),
      name: '测试托管企业52有限责任公司',
      companyType: '1',
    };
    const uuid = await submit(applicant, 'voucher_ltd', form);
    const returned = await call(t, reviewer, '/application/return', {
      uuid,
      nodeId: 'PreliminaryApprove',
      opinion: '请更正第2行股东名称',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const holderInfo = (form.holderInfo as Record<string, string>[]).map((h, i) =>
      i === 1 ? { ...h, holderName: '更正后股东甲' } : h,
    );
    const resubmitted = await call(t, applicant, '/application/resubmit', {
      uuid,
      nodeId: 'UpdateApplyApprove',
      formData: { ...form, holderInfo },
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    // Two jobs: the first submission's finds the application moved on and writes nothing.
    expect(await jobs.drain()).toBe(2);
    const ext5 = await ext5Of(applicant, uuid);
    expect(Object.keys(ext5).sort()).toEqual([
      'yxCustodyAgreement',
      'yxEquityApplicationForm',
      'yxFilingMaterials',
      'yxHolderSupplementRegister',
      'yxPowerOfAttorney',
      'yxShareholdersResolution',
    ]);
    const files = await texts(applicant, ext5);
    expect(files.map((f) => f.name.replace(/_.*$/, ''))).toEqual(LIMITED);
    files.forEach((f, i) => {
      expect(f.text).toContain(LIMITED[i]);
      expect(f.text).toContain('测试托管企业52有限责任公司');
    });
    expect(files[1]!.text).toContain('更正后股东甲');
    expect(files[1]!.text).not.toContain('测试股东2\n');
    // The stale job recorded nothing: the application holds the six of its last submission only.
    const [bound] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from attachment where owner_kind = 'application' and owner_id = ${uuid}
            and original_name <> '营业执照.pdf'`,
    );
    expect(bound!.n).toBe(6);
  });

  /** The stored form of the application, as the approve page starts from it. */
  const storedForm = async (uuid: string) =>
    (await call(t, reviewer, '/application/detail', { uuid })).json().data.formData as Record<
      string,
      unknown
    >;
  const boundVouchers = async (uuid: string) => {
    const [bound] = await rows<{ n: number }>(
      t.testDb.db.orm,
      sql`select count(*)::int as n from attachment where owner_kind = 'application' and owner_id = ${uuid}
            and original_name like '%.pdf' and original_name <> '营业执照.pdf'`,
    );
    return bound!.n;
  };
  const basicInfoText = async (headers: Headers, ext5: Record<string, string>) =>
    (await texts(headers, ext5)).find((f) => f.name.startsWith('企业基本信息表'))!.text;

  it('a reviewer’s edit at approval (editInApprove 注册地址) regenerates them; an approval changing nothing does not', async () => {
    const applicant = await freshEnterprise(t, 'voucher_edit');
    const form = custodyForm({ companyNo: 53, holders: 5 });
    const uuid = await submit(applicant, 'voucher_edit', form);
    expect(await jobs.drain()).toBe(1);
    const submitted = await ext5Of(applicant, uuid);
    expect(await basicInfoText(applicant, submitted)).toContain('辽宁省大连市测试路1号');

    const edited = { ...(await storedForm(uuid)), registeredAddress: '辽宁省大连市审核更正路8号' };
    const first = await call(t, reviewer, '/application/approve', {
      uuid,
      nodeId: 'PreliminaryApprove',
      formData: edited,
      opinion: '已更正注册地址',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await jobs.drain()).toBe(1);
    const regenerated = await ext5Of(applicant, uuid);
    expect(Object.keys(regenerated).sort()).toEqual(Object.keys(submitted).sort());
    for (const code of Object.keys(submitted)) expect(regenerated[code]).not.toBe(submitted[code]);
    const text = await basicInfoText(applicant, regenerated);
    expect(text).toContain('辽宁省大连市审核更正路8号');
    expect(text).not.toContain('辽宁省大连市测试路1号');
    expect(await boundVouchers(uuid)).toBe(12);

    // 复审 approves the data as it stands (the page sends it back unchanged): no new job.
    const second = await staff(t, 'reviewer2');
    const last = await call(t, second, '/application/approve', {
      uuid,
      nodeId: 'RecheckApprove',
      formData: await storedForm(uuid),
      opinion: '',
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(await jobs.drain()).toBe(0);
    expect(await ext5Of(applicant, uuid)).toEqual(regenerated);
    expect(await boundVouchers(uuid)).toBe(12);
  });

  it('an edit before the submission’s job ran: that job finds the data changed and writes nothing', async () => {
    const applicant = await freshEnterprise(t, 'voucher_edit_early');
    const form = custodyForm({ companyNo: 54, holders: 5 });
    const uuid = await submit(applicant, 'voucher_edit_early', form);
    const edited = { ...(await storedForm(uuid)), contactPhone: '0411-87654321' };
    const approved = await call(t, reviewer, '/application/approve', {
      uuid,
      nodeId: 'PreliminaryApprove',
      formData: edited,
      opinion: '',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await jobs.drain()).toBe(2);
    const ext5 = await ext5Of(applicant, uuid);
    expect(await basicInfoText(applicant, ext5)).toContain('0411-87654321');
    expect(await boundVouchers(uuid)).toBe(6);
  });

  it('refuses a reviewer’s change of a field that is not editInApprove, and queues nothing', async () => {
    const applicant = await freshEnterprise(t, 'voucher_edit_refused');
    const uuid = await submit(applicant, 'voucher_edit_refused', custodyForm({ companyNo: 55, holders: 3 }));
    expect(await jobs.drain()).toBe(1);
    const refused = await call(t, reviewer, '/application/approve', {
      uuid,
      nodeId: 'PreliminaryApprove',
      formData: { ...(await storedForm(uuid)), shortName: '改名企业' },
      opinion: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(await jobs.drain()).toBe(0);
  });
});
