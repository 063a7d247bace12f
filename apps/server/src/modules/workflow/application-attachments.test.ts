import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { multipart, samplePdf } from '../attachments/testing/fixtures.js';
import { attachIdsOf } from './application-attachments.js';
import {
  call,
  enterprise,
  type Headers,
  key,
  plantDemoRegister,
  staff,
  transferForm,
} from './testing/workflow-fixture.js';

const OSS = '/api/blade-resource/oss/endpoint';

describe('workflow: an application’s attachments follow the application', () => {
  let t: TestApp;
  let org: Headers;
  let first: Headers;
  let investor: Headers;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    await plantDemoRegister(t);
    org = await enterprise(t);
    first = await staff(t, 'reviewer1');
    investor = (await signIn(t, 'person_demo')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (headers: Headers, name: string) => {
    const body = multipart({ name, bytes: samplePdf(), type: 'application/pdf' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${OSS}/put-file-attach`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { attachId: string; originalName: string };
  };
  const download = (headers: Headers, attachId: string) =>
    t.app.inject({ method: 'GET', url: `${OSS}/downloadFile?attachId=${attachId}`, headers });

  it('lets the reviewer open the applicant’s file once submitted, and nobody else', async () => {
    const file = await upload(org, '股份转让协议.pdf');
    expect((await download(first, file.attachId)).statusCode).toBe(404);
    const submitted = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: transferForm({ attachments: { agreement: [file] } }),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await download(first, file.attachId)).statusCode).toBe(200);
    expect((await download(org, file.attachId)).statusCode).toBe(200);
    expect((await download(investor, file.attachId)).statusCode).toBe(404);
  });

  it('refuses a form naming a file the applicant did not upload, or one of another application', async () => {
    const theirs = await upload(first, '别人的文件.pdf');
    const foreign = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: transferForm({ attachments: { agreement: [theirs] } }),
    });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().msg).toBe(`附件不能关联到该业务：${theirs.attachId}`);
    const mine = await upload(org, '协议.pdf');
    const once = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: transferForm({ attachments: { agreement: [mine] } }),
    });
    expect(once.statusCode, once.body).toBe(200);
    const twice = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: transferForm({ attachments: { agreement: [mine] } }),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('finds every attachId in nested form data', () => {
    expect(
      attachIdsOf({
        a: [{ attachId: 'x' }],
        b: { rows: [{ files: [{ attachId: 'y' }, { attachId: 'x' }] }] },
        c: 'attachId',
      }).sort(),
    ).toEqual(['x', 'y']);
  });
});
