import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromBase64, type LedgerReceipt, parseSignedCheckpoint, verifyReceipt } from '@rer/domain';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { rows } from '../../platform/db/database.js';
import { openObjectStorage } from '../../platform/storage/storage-config.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { multipart, samplePdf } from '../attachments/testing/fixtures.js';
import { applicationAccess, type Caller } from '../workflow/index.js';
import {
  COMPANY,
  call,
  enterprise,
  type Headers,
  key,
  plantDemoRegister,
  staff,
  TENANT,
  transferForm,
} from '../workflow/testing/workflow-fixture.js';
import { createAttachZip } from './attach-zip.js';
import { isCheckpointSignedBy } from './checkpoints.js';
import { sm3 } from './testing/ledger-fixture.js';

const OSS = '/api/blade-resource/oss/endpoint';
const ZIP = '/evidencePrint/getAttachZip';
const hex = (alg: string, b: Buffer | Uint8Array) => createHash(alg).update(b).digest('hex');

describe('evidencePrint/getAttachZip: an application’s attachments with their hashes and receipts', () => {
  let t: TestApp;
  let dataDir: string;
  let org: Headers;
  let first: Headers;
  let second: Headers;
  let investor: Headers;
  let uuid: string;
  let bizSn: string;
  const uploaded = new Map<string, Buffer>();

  const upload = async (headers: Headers, name: string, bytes: Buffer) => {
    const body = multipart({ name, bytes, type: 'application/pdf' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${OSS}/put-file-attach`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { attachId: string; originalName: string };
    uploaded.set(data.attachId, bytes);
    return data;
  };
  const download = (headers: Headers, link: string) =>
    t.app
      .inject({ method: 'GET', url: link, headers })
      .then((r) => ({ status: r.statusCode, bytes: r.rawPayload }));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rer-evidence-zip-'));
    t = await createTestApp({ SEED_DEMO_DATA: 'true', DATA_DIR: dataDir });
    await plantDemoRegister(t);
    org = await enterprise(t);
    first = await staff(t, 'reviewer1');
    second = await staff(t, 'reviewer2');
    investor = (await signIn(t, 'person_demo')).headers;
    const agreement = await upload(org, '股份转让协议（签字版）.pdf', samplePdf());
    const minutes = await upload(org, '股东会决议:第1号.pdf', samplePdf());
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: transferForm({ attachments: { agreement: [agreement], other: [minutes] } }),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    ({ uuid, bizSn } = submitted.json().data as { uuid: string; bizSn: string });
    for (const [headers, nodeId] of [
      [first, 'PreliminaryApprove'],
      [second, 'RecheckApprove'],
    ] as const) {
      const approved = await call(t, headers, '/application/approve', { uuid, nodeId, opinion: '同意' });
      expect(approved.statusCode, approved.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('packs the files byte for byte, a manifest whose hashes match, receipts that verify and a README', async () => {
    const res = await call(t, first, ZIP, { applyName: '股份转让', uuid });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as { link: string; attachId: string; name: string; fileCount: number };
    expect(answer.name).toBe(`股份转让_${bizSn}_存证材料包.zip`);
    expect(answer.link).toBe(`${OSS}/downloadFile?attachId=${answer.attachId}`);
    expect(answer.fileCount).toBe(2);

    const file = await download(first, answer.link);
    expect(file.status).toBe(200);
    const zip = await JSZip.loadAsync(file.bytes);
    const names = Object.keys(zip.files).sort();
    expect(names).toContain('附件/001_股份转让协议（签字版）.pdf');
    expect(names).toContain('附件/002_股东会决议_第1号.pdf');
    expect(names).toContain('manifest.json');
    expect(names).toContain('README.txt');

    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    expect(manifest.application).toMatchObject({ bizSn, uuid, appId: '550004', bizTypeName: '股份转让' });
    expect(manifest.files).toHaveLength(2);
    for (const f of manifest.files) {
      const bytes = await zip.file(f.path)!.async('uint8array');
      expect(f.size).toBe(bytes.length);
      expect(f.sha256).toBe(hex('sha256', bytes));
      expect(f.sm3).toBe(hex('sm3', bytes));
      expect(Buffer.from(bytes).equals(uploaded.get(f.attachId)!)).toBe(true);
    }

    // submit, two decisions and the transfer's register event (found by the biz_sn).
    const kinds = manifest.ledger.entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['application.submit', 'application.decision', 'register.event']),
    );
    expect(kinds).toHaveLength(4);
    const key = fromBase64(manifest.ledger.publicKey);
    for (const e of manifest.ledger.entries) {
      const receipt = JSON.parse(await zip.file(e.receipt)!.async('string')) as LedgerReceipt;
      expect(receipt.leafHash).toBe(e.leafHash);
      const keyName = parseSignedCheckpoint(receipt.checkpoint).signatures[0]!.keyName;
      expect(verifyReceipt(receipt, sm3, (c) => isCheckpointSignedBy(c, keyName, key)).ok).toBe(true);
      const altered = { ...receipt, entry: receipt.entry.replace(bizSn, `${bizSn.slice(0, -1)}9`) };
      expect(verifyReceipt(altered, sm3).ok).toBe(false);
    }
    const readme = await zip.file('README.txt')!.async('string');
    expect(readme).toContain('/evidence/verify');
    expect(readme).toContain('npm run ledger:verify');
    expect(readme).toContain(bizSn);

    const [audit] = await rows<{ actor_name: string; detail: Record<string, unknown> }>(
      t.testDb.db.orm,
      sql`select actor_name, detail from audit_log where action = 'evidence.attach_zip' and target_id = ${uuid}`,
    );
    expect(audit?.detail).toMatchObject({ bizSn, attachId: answer.attachId, files: 2, receipts: 4 });
  });

  it('follows the application’s access: the enterprise yes, a stranger neither makes nor downloads one', async () => {
    const made = await call(t, first, ZIP, { applyName: '股份转让', bizSn });
    const link = made.json().data.link as string;
    expect((await download(org, link)).status).toBe(200);
    expect((await download(investor, link)).status).toBe(404);
    const refused = await call(t, investor, ZIP, { applyName: '股份转让', uuid });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(`业务申请不存在：${uuid}`);
    const own = await call(t, org, ZIP, { applyName: '股份转让', uuid });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('takes a chosen subset, refuses a file of another record, names a bad field', async () => {
    const all = (await call(t, org, ZIP, { applyName: '转让', uuid })).json().data;
    const zip = await JSZip.loadAsync((await download(org, all.link)).bytes);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    const one = manifest.files[1].attachId as string;
    const subset = await call(t, org, ZIP, { applyName: '转让', uuid, attachments: [{ attachId: one }] });
    expect(subset.json().data.fileCount).toBe(1);
    const foreign = await upload(org, '未关联.pdf', samplePdf());
    const refused = await call(t, org, ZIP, { applyName: '转让', uuid, attachments: [foreign] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe(`附件不存在或无权查看：${foreign.attachId}`);
    const noName = await call(t, org, ZIP, { applyName: ' ', uuid });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().msg).toBe('请求体字段 applyName：业务名称不能为空');
  });

  it('refuses over the file count or total size, and stores nothing when a stored file changed', async () => {
    const request = { applyName: '股份转让', uuid };
    const [account] = await rows<{ id: string }>(
      t.testDb.db.orm,
      sql`select id from account where account = 'org_demo' and tenant_id = ${TENANT}`,
    );
    const caller: Caller = {
      tenantId: TENANT,
      accountId: account!.id,
      accountName: 'org_demo',
      roles: [],
      landingMode: 'org',
      currentCompany: COMPANY,
      currentHolder: null,
      currentProduct: null,
      ip: null,
      requestId: null,
    };
    const storage = await openObjectStorage(loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir }).storage);
    const base = {
      db: t.testDb.db,
      storage,
      caller,
      applications: applicationAccess,
      account: 'org_demo',
      request,
    };
    await expect(createAttachZip({ ...base, limits: { maxFiles: 1, maxTotalBytes: 1e9 } })).rejects.toThrow(
      'attachments：附件数量（2个）超过存证材料包的上限1个，请分批选择附件',
    );
    await expect(createAttachZip({ ...base, limits: { maxFiles: 10, maxTotalBytes: 100 } })).rejects.toThrow(
      /^attachments：附件合计[\d.]+MB，超过存证材料包的上限0MB，请分批选择附件$/,
    );
    const [row] = await rows<{ storage_key: string }>(
      t.testDb.db.orm,
      sql`select storage_key from attachment where owner_kind = 'application' and owner_id = ${uuid} limit 1`,
    );
    await storage.put(row!.storage_key, samplePdf(), { contentType: 'application/pdf' });
    const count = async () =>
      (
        await rows<{ n: number }>(
          t.testDb.db.orm,
          sql`select count(*)::int as n from attachment where owner_kind = 'evidence-zip'`,
        )
      )[0]!.n;
    const before = await count();
    await expect(createAttachZip(base)).rejects.toThrow(/与上传时记录的大小或SHA-256不一致/);
    expect(await count()).toBe(before);
  });
});
