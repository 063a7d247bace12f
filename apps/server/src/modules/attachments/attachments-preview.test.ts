import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, fakeS3StorageEnv, startFakeS3 } from '../../platform/storage/testing/fake-s3.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { multipart, sampleDocx, samplePdf, sampleWorkbook } from './testing/fixtures.js';

const OSS = '/api/blade-resource/oss/endpoint';
const PREVIEW = '/api/blade-resource/attachments/preview';

/** Previews on S3-compatible storage (s3rver): the same calls, the storage behind one interface. */
describe('attachment previews and signed inline links (S3 storage)', () => {
  let t: TestApp;
  let s3: FakeS3;
  let dir: string;
  let owner: Record<string, string>;
  let other: Record<string, string>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rer-attach-s3-'));
    s3 = await startFakeS3(dir);
    t = await createTestApp({ DATA_DIR: dir, ...(await fakeS3StorageEnv(s3, 'rer-attachments')) });
    owner = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
    other = (await signIn(t, 'person_demo', { landingMode: 'personalholder' })).headers;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = async (name: string, bytes: Buffer) => {
    const body = multipart({ name, bytes });
    const res = await t.app.inject({
      method: 'POST',
      url: `${OSS}/put-file-attach`,
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.attachId as string;
  };
  const preview = (attachId: string, headers = owner) =>
    t.app.inject({ method: 'GET', url: `${PREVIEW}?attachId=${attachId}`, headers });

  it('round-trips the bytes through S3', async () => {
    const bytes = samplePdf();
    const attachId = await upload('季度报告.pdf', bytes);
    const got = await t.app.inject({
      method: 'GET',
      url: `${OSS}/downloadFile?attachId=${attachId}`,
      headers: owner,
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
  });

  it('shows a workbook as one grid per sheet', async () => {
    const res = await preview(await upload('股东名单.xlsx', await sampleWorkbook()));
    expect(res.json().data).toEqual({
      kind: 'excel',
      originalName: '股东名单.xlsx',
      sheets: [
        {
          name: '股东名单',
          rows: [
            ['股东名称', '持股数'],
            ['演示投资者甲', '1000'],
          ],
          truncated: false,
        },
        { name: '说明', rows: [['仅供演示']], truncated: false },
      ],
    });
  });

  it('shows a Word document as sanitised HTML without the javascript: link', async () => {
    const res = await preview(await upload('公司章程.docx', await sampleDocx('第一条 公司名称')));
    const { html, kind } = res.json().data;
    expect(kind).toBe('word');
    expect(html).toContain('<p>第一条 公司名称</p>');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toContain('javascript');
    expect(html).toContain('<a>点我</a>');
    expect(html).toContain('<a href="https://example.com/a">官网</a>');
  });

  it('decodes GB18030 text files', async () => {
    const gbk = Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xb2, 0xe2, 0xca, 0xd4, 0x0a]); // 中文测试\n
    const res = await preview(await upload('说明.txt', gbk));
    expect(res.json().data).toEqual({
      kind: 'text',
      originalName: '说明.txt',
      text: '中文测试\n',
      charset: 'gb18030',
      truncated: false,
    });
  });

  it('answers a signed inline link for a PDF that works without the token, briefly, for that file only', async () => {
    const attachId = await upload('协议.pdf', samplePdf());
    expect((await preview(attachId, other)).statusCode).toBe(404);
    const data = (await preview(attachId)).json().data;
    expect(data.kind).toBe('pdf');
    const inline = await t.app.inject({ method: 'GET', url: data.inlineUrl });
    expect(inline.statusCode).toBe(200);
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline; /);
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-security-policy']).toBe("frame-ancestors 'self'");

    const otherFile = await upload('另一个.pdf', samplePdf());
    const forged = await t.app.inject({ method: 'GET', url: data.inlineUrl.replace(attachId, otherFile) });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().msg).toBe('预览链接已失效，请重新打开预览');
    t.clock.advance(6 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: data.inlineUrl })).statusCode).toBe(403);
  });
});
