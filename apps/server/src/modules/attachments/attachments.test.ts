import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { AuthUser } from '../identity/index.js';
import { bindAttachments, registerAttachmentOwnerKind } from './index.js';
import { elfExecutable, multipart, samplePdf, windowsExecutable } from './testing/fixtures.js';

const OSS = '/api/blade-resource/oss/endpoint';
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The test's own record kind: reviewer1 may see records whose id starts with "shared-". */
registerAttachmentOwnerKind(
  'test-record',
  async (_tx, user, recordId) => user.account === 'reviewer1' && recordId.startsWith('shared-'),
);
registerAttachmentOwnerKind('test-public', async () => false, {
  isPublic: async (_tx, id) => id === 'published',
});

describe('attachments: upload, content checks, download and access', () => {
  let t: TestApp;
  let dataDir: string;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rer-attach-'));
    t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_MB: '1' });
    for (const [account, landingMode] of [
      ['org_demo', 'org'],
      ['person_demo', 'personalholder'],
      ['reviewer1', 'mgr'],
    ] as const) {
      headers[account] = (await signIn(t, account, { landingMode })).headers;
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (account: string, file: { name: string; bytes: Buffer }, query = '', fields = {}) => {
    const body = multipart(file, fields);
    return t.app.inject({
      method: 'POST',
      url: `${OSS}/put-file-attach${query}`,
      headers: { ...headers[account], ...body.headers },
      payload: body.payload,
    });
  };
  const download = (account: string | null, attachId: string) =>
    t.app.inject({
      method: 'GET',
      url: `${OSS}/downloadFile?attachId=${attachId}`,
      headers: account ? headers[account] : {},
    });
  const userOf = async (account: string): Promise<AuthUser> => {
    const [row] = await rows<{ id: string }>(
      t.testDb.db.orm,
      sql`select id from account where account = ${account}`,
    );
    return { accountId: row!.id, tenantId: '000000', account } as AuthUser;
  };
  const bind = async (account: string, attachIds: string[], kind: string, recordId: string) => {
    const user = await userOf(account); // before the transaction: PGlite has one connection
    return t.testDb.db.withTenant('000000', (tx) => bindAttachments(tx, { attachIds, kind, recordId, user }));
  };

  it('stores a PDF with a Chinese name and gives back the same bytes under the same name', async () => {
    const bytes = samplePdf();
    const name = '股权转让协议（签字版）.pdf';
    const res = await upload('org_demo', { name, bytes });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.msg).toBe('上传成功！');
    expect(answer.data).toMatchObject({ originalName: name, size: bytes.length, sha256: sha256(bytes) });
    expect(answer.data.link).toBe(`${OSS}/downloadFile?attachId=${answer.data.attachId}`);
    expect(Object.keys(answer.data)).toEqual(
      expect.arrayContaining(['link', 'domain', 'name', 'originalName', 'attachId']),
    );

    const got = await download('org_demo', answer.data.attachId);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(got.headers['content-disposition']);
    expect(disposition.startsWith('attachment;')).toBe(true);
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);

    const [row] = await rows<{ sha256: string; size_bytes: string; media_type: string }>(
      t.testDb.db.orm,
      sql`select sha256, size_bytes, media_type from attachment where attach_id = ${answer.data.attachId}`,
    );
    expect(row).toEqual({
      sha256: sha256(bytes),
      size_bytes: String(bytes.length),
      media_type: 'application/pdf',
    });
    const audit = await rows<{ action: string }>(
      t.testDb.db.orm,
      sql`select action from audit_log where target_id = ${answer.data.attachId} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['attachment.upload', 'attachment.download']);
  });

  it('refuses executables renamed to .pdf, naming the file', async () => {
    const elf = await upload('org_demo', { name: '营业执照.pdf', bytes: elfExecutable() });
    expect(elf.statusCode).toBe(400);
    expect(elf.json().msg).toBe('营业执照.pdf：文件内容与扩展名不符（内容为Linux可执行程序），已拒绝上传');
    const exe = await upload('org_demo', { name: 'x.pdf', bytes: windowsExecutable() });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().msg).toBe('x.pdf：文件内容与扩展名不符（内容为Windows可执行程序），已拒绝上传');
    // A binary with no signature named .txt is not text either.
    const txt = await upload('org_demo', { name: 'notes.txt', bytes: Buffer.from([0, 1, 2, 3, 0, 5]) });
    expect(txt.json().msg).toBe('notes.txt：文件内容与扩展名不符（内容为无法识别的二进制数据），已拒绝上传');
    const [count] = await rows<{ n: string }>(
      t.testDb.db.orm,
      sql`select count(*)::text as n from attachment`,
    );
    expect(count!.n).toBe('1');
  });

  it('refuses types outside the row accept list and accept lists outside the allow-list', async () => {
    const pdf = samplePdf();
    const narrowed = await upload('org_demo', { name: 'a.pdf', bytes: pdf }, '?accept=.jpg,.png');
    expect(narrowed.json().msg).toBe('a.pdf：该文件不符合文件类型限制！');
    const widened = await upload('org_demo', { name: 'a.exe', bytes: windowsExecutable() }, '', {
      accept: 'exe',
    });
    expect(widened.statusCode).toBe(400);
    expect(widened.json().msg).toBe('accept：不支持的文件类型：exe');
    const docx = multipart({ name: '说明.docx', bytes: Buffer.from('PK') });
    const model = await t.app.inject({
      method: 'POST',
      url: `${OSS}/put-model-file-attach`,
      headers: { ...headers.org_demo, ...docx.headers },
      payload: docx.payload,
    });
    // 001 §5.10's own messages on the declarations' upload (ADR 71), by name and by content.
    expect(model.statusCode).toBe(400);
    expect(model.json().msg).toBe('只能上传JPG、PNG、PDF文件');
    const renamed = multipart({ name: '质押合同.pdf', bytes: windowsExecutable() });
    const disguised = await t.app.inject({
      method: 'POST',
      url: `${OSS}/put-model-file-attach`,
      headers: { ...headers.org_demo, ...renamed.headers },
      payload: renamed.payload,
    });
    expect(disguised.json().msg).toBe('只能上传JPG、PNG、PDF文件');
    const huge = multipart({
      name: '通知书.pdf',
      bytes: Buffer.concat([samplePdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]),
    });
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: `${OSS}/put-model-file-attach`,
      headers: { ...headers.org_demo, ...huge.headers },
      payload: huge.payload,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().msg).toBe('文件不能超过 1MB');
    const stored = await rows(
      t.testDb.db.orm,
      sql`select 1 from attachment where original_name in ('质押合同.pdf', '通知书.pdf')`,
    );
    expect(stored).toEqual([]);
  });

  it('refuses files over the row limit and over the platform limit', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(600 * 1024, 0x20)]);
    const row = await upload('org_demo', { name: '大文件.pdf', bytes: big }, '?maxSize=0.5');
    expect(row.statusCode).toBe(400);
    expect(row.json().msg).toBe('大文件.pdf：上传文件大小不能超过0.5M');
    const huge = Buffer.concat([samplePdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const platform = await upload('org_demo', { name: '超大.pdf', bytes: huge });
    expect(platform.statusCode).toBe(400);
    expect(platform.json().msg).toBe('超大.pdf：上传文件大小不能超过1M');
    const rowOver = await upload('org_demo', { name: 'a.pdf', bytes: samplePdf() }, '?maxSize=60');
    expect(rowOver.json().msg).toBe('查询参数 maxSize：maxSize不能超过50');
    const empty = await t.app.inject({
      method: 'POST',
      url: `${OSS}/put-file-attach`,
      headers: { ...headers.org_demo, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.json().msg).toBe('file：请以 multipart/form-data 方式上传文件');
    const whole = multipart({ name: 'a.pdf', bytes: samplePdf() });
    const truncated = await t.app.inject({
      method: 'POST',
      url: `${OSS}/put-file-attach`,
      headers: { ...headers.org_demo, ...whole.headers },
      payload: whole.payload.subarray(0, whole.payload.length - 40),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().msg).toBe('file：上传内容不完整或格式不正确');
    // A name with markup is echoed inert (000 §7: a client may render upload refusals as HTML).
    const markup = await upload('org_demo', {
      name: '<img src=x onerror=alert(1)>.exe',
      bytes: windowsExecutable(),
    });
    expect(markup.json().msg).toBe('＜img src=x onerror=alert(1)＞.exe：该文件不符合文件类型限制！');
  });

  it('lets only the uploader see an unbound file, then whoever may see the bound record', async () => {
    const res = await upload('org_demo', { name: '章程.pdf', bytes: samplePdf() });
    const { attachId } = res.json().data;
    expect((await download('person_demo', attachId)).statusCode).toBe(404);
    expect((await download('reviewer1', attachId)).json().msg).toBe(`附件不存在或无权查看：${attachId}`);
    expect((await download(null, attachId)).statusCode).toBe(401);

    // Nobody can bind someone else's upload to gain access to it.
    await expect(bind('person_demo', [attachId], 'test-record', 'shared-1')).rejects.toMatchObject({
      code: 'ATTACHMENT_BIND_REFUSED',
    });
    expect(await bind('org_demo', [attachId], 'test-record', 'shared-1')).toEqual({ bound: [attachId] });
    // Binding again to the same record is a no-op; to another record it is refused.
    expect(await bind('org_demo', [attachId], 'test-record', 'shared-1')).toEqual({ bound: [] });
    await expect(bind('org_demo', [attachId], 'test-record', 'shared-2')).rejects.toMatchObject({
      status: 409,
    });

    expect((await download('reviewer1', attachId)).statusCode).toBe(200);
    expect((await download('person_demo', attachId)).statusCode).toBe(404);
    expect((await download('org_demo', attachId)).statusCode).toBe(200);
  });

  it('keeps records the reviewer may not see closed, and the public endpoint to public records', async () => {
    const a = (await upload('org_demo', { name: '内部.pdf', bytes: samplePdf() })).json().data.attachId;
    const b = (await upload('org_demo', { name: '公告.pdf', bytes: samplePdf() })).json().data.attachId;
    await bind('org_demo', [a], 'test-record', 'private-9');
    await bind('org_demo', [b], 'test-public', 'published');
    expect((await download('reviewer1', a)).statusCode).toBe(404);
    const pub = (id: string, tenantId = '000000') =>
      t.app.inject({
        method: 'GET',
        url: `/api/blade-resource/nonds/oss/endpoint/downloadFile?attachId=${id}&tenantId=${tenantId}`,
      });
    expect((await pub(a)).statusCode).toBe(404);
    const ok = await pub(b);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    // The same attachment asked for under another tenant does not exist there.
    expect((await pub(b, '518100')).statusCode).toBe(404);
    const [audit] = await rows<{ n: string }>(
      t.testDb.db.orm,
      sql`select count(*)::text as n from audit_log where action = 'attachment.download' and target_id = ${b} and detail->>'via' = 'public'`,
    );
    expect(audit!.n).toBe('1');
  });

  it('lets exactly one of two concurrent binders of the same file win (row lock)', async () => {
    const id = (await upload('org_demo', { name: '并发.pdf', bytes: samplePdf() })).json().data.attachId;
    const results = await Promise.allSettled([
      bind('org_demo', [id], 'test-record', 'shared-a'),
      bind('org_demo', [id], 'test-record', 'shared-b'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'ATTACHMENT_BIND_REFUSED' });
  });

  it('publishes the calls in the API documentation', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const p of [
      `${OSS}/put-file-attach`,
      `${OSS}/downloadFile`,
      '/api/blade-resource/attachments/preview',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
