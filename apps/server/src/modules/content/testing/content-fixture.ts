import { CONTENT_URLS as URLS } from '@rer/contracts';
import type { TestApp } from '../../../test-support/test-app.js';
import { multipart, samplePdf } from '../../attachments/testing/fixtures.js';

/** What the content tests share: uploads, staff calls and a tiny real PNG. */

const OSS = '/api/blade-resource/oss/endpoint';

/** A 1×1 PNG, padded with a trailing chunk of `extra` bytes (a file-type sniffer still sees a PNG). */
export function png(extra = 0): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([base, Buffer.alloc(extra)]);
}

export { samplePdf };

export interface ContentClient {
  upload(
    file: { name: string; bytes: Buffer },
    fields?: Record<string, string>,
  ): Promise<{ status: number; attachId: string; body: string }>;
  post(
    url: string,
    payload: unknown,
  ): Promise<{ status: number; json: { code: number; msg: string; data: unknown } }>;
  get(url: string): Promise<{ status: number; json: { code: number; msg: string; data: unknown } }>;
}

export function contentClient(t: TestApp, headers: Record<string, string>): ContentClient {
  return {
    async upload(file, fields = {}) {
      const body = multipart(file, fields);
      const res = await t.app.inject({
        method: 'POST',
        url: `${OSS}/put-file-attach`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      return {
        status: res.statusCode,
        attachId: res.statusCode === 200 ? res.json().data.attachId : '',
        body: res.body,
      };
    },
    async post(url, payload) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: payload as object });
      return { status: res.statusCode, json: res.json() };
    },
    async get(url) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, json: res.json() };
    },
  };
}

export const imageHtml = (attachId: string, tenantId = '000000') =>
  `<p>正文</p><p><img src="/api/blade-resource/oss/endpoint/downloadFile?attachId=${attachId}&tenantId=${tenantId}"></p>`;

/** A saved draft's id and version. */
export async function saveDraft(
  c: ContentClient,
  body: Record<string, unknown>,
): Promise<{ id: string; version: number }> {
  const res = await c.post(URLS.save, {
    category: 'policy',
    title: '演示政策',
    bodyHtml: '<p>正文</p>',
    ...body,
  });
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${res.json.msg}`);
  return res.json.data as { id: string; version: number };
}
