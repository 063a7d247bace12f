import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/db/database.js';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { multipart, samplePdf, sampleWorkbook, xlsxBomb } from './testing/fixtures.js';

const OSS = '/api/blade-resource/oss/endpoint';
const PREVIEW = '/api/blade-resource/attachments/preview';

/** Files at the edge of what uploads and previews accept (issue 18). */
describe('attachments: two files, UTF-16 text, compressed bombs', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rer-attach-edge-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    owner = (await signIn(t, 'org_demo', { landingMode: 'org' })).headers;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (payload: Buffer, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `${OSS}/put-file-attach`,
      headers: { ...owner, ...headers },
      payload,
    });
  const upload = async (name: string, bytes: Buffer) => {
    const body = multipart({ name, bytes });
    const res = await post(body.payload, body.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.attachId as string;
  };
  const preview = (attachId: string) =>
    t.app.inject({ method: 'GET', url: `${PREVIEW}?attachId=${attachId}`, headers: owner });
  const storedCount = async () =>
    Number(
      (
        await rows<{ n: string }>(
          t.testDb.db.orm,
          sql`select count(*)::text as n from attachment where tenant_id = '000000'`,
        )
      )[0]?.n,
    );
  const storedFiles = async (): Promise<number> => {
    const walk = async (dir: string): Promise<number> => {
      let n = 0;
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        n += entry.isDirectory() ? await walk(path.join(dir, entry.name)) : 1;
      }
      return n;
    };
    return walk(dataDir);
  };

  it('refuses an upload with a second file, storing nothing, instead of dropping it', async () => {
    const boundary = `----rer${randomBytes(8).toString('hex')}`;
    const part = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      part('第一份.pdf', samplePdf()),
      part('第二份.pdf', samplePdf()),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const rowsBefore = await storedCount();
    const filesBefore = await storedFiles();
    const res = await post(payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('file：每次只能上传一个文件');
    expect(await storedCount()).toBe(rowsBefore);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('accepts a UTF-16LE text file with its BOM as text and previews it decoded', async () => {
    const text = '股东名册说明\r\n第二行：Notepad 另存为 Unicode';
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const attachId = await upload('说明.txt', bytes);
    const res = await preview(attachId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'text', charset: 'utf-16le', text });
    // UTF-16BE with its BOM too.
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    expect((await preview(await upload('说明BE.txt', be))).json().data.text).toBe(text);
  });

  it('still refuses binary data named .txt', async () => {
    const body = multipart({
      name: 'a.txt',
      bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), randomBytes(4096)]),
    });
    const res = await post(body.payload, body.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^a\.txt：/);
  });

  it('refuses to preview a workbook that inflates far beyond its size, in Chinese', async () => {
    const bomb = await xlsxBomb(200);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const attachId = await upload('炸弹.xlsx', bomb);
    const res = await preview(attachId);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      '文件压缩比异常（解压后超过压缩前的100倍），无法预览，请下载后查看：炸弹.xlsx',
    );
    // An ordinary workbook still previews.
    const ok = await preview(await upload('名单.xlsx', await sampleWorkbook()));
    expect(ok.json().data.sheets.map((s: { name: string }) => s.name)).toEqual(['股东名单', '说明']);
  });
});
