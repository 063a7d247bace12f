import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { sendCooperationEndedNotice } from '../../modules/members/index.js';
import type { Database, Executor } from '../db/database.js';
import type { JobRecord } from '../jobs.js';
import { createAliyunSmsProvider, percentEncode, signRpcQuery } from './aliyun-sms.js';
import { createSandboxSmsProvider } from './sandbox-sms.js';

const SECRET = 'testSecret';
/** The Aliyun settings the configuration requires, without the notices' templates. */
const env = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '登记托管',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

/** A stand-in for dysmsapi.aliyuncs.com that recomputes the HMAC-SHA1 signature. */
function fakeAliyun(received: Record<string, string>[]): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = Object.fromEntries(url.searchParams);
    const { Signature, ...rest } = params;
    received.push(params);
    const expected = signRpcQuery(rest, SECRET).signature;
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        Signature === expected ? { Code: 'OK', Message: 'OK' } : { Code: 'SignatureDoesNotMatch' },
      ),
    );
  });
}

describe('Aliyun SMS adapter', () => {
  const received: Record<string, string>[] = [];
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = fakeAliyun(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = (secret: string) => ({
    endpoint,
    accessKeyId: 'testId',
    accessKeySecret: secret,
    signName: '登记托管平台',
    templateCode: 'SMS_123',
  });
  const tx = {} as Executor;

  it('percent-encodes as the RPC signature requires', () => {
    expect(percentEncode("a b*c~d'(!)")).toBe('a%20b%2Ac~d%27%28%21%29');
    expect(percentEncode('/')).toBe('%2F');
  });

  it('sends SendSms with a signature the server accepts', async () => {
    await createAliyunSmsProvider(config(SECRET)).send(tx, {
      tenantId: '000000',
      mobile: '19900000009',
      template: 'verifyCode',
      params: { code: '123456' },
    });
    const last = received.at(-1)!;
    expect(last).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      PhoneNumbers: '19900000009',
      SignName: '登记托管平台',
      TemplateCode: 'SMS_123',
      TemplateParam: '{"code":"123456"}',
    });
    expect(last.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('fails when the provider refuses (a wrong secret)', async () => {
    await expect(
      createAliyunSmsProvider(config('wrong')).send(tx, {
        tenantId: '000000',
        mobile: '19900000009',
        template: 'verifyCode',
        params: { code: '1' },
      }),
    ).rejects.toThrow(/SignatureDoesNotMatch/);
  });

  it('refuses a template it has no code for (the member closure notice, ADR 65) without calling out', async () => {
    const before = received.length;
    await expect(
      createAliyunSmsProvider(config(SECRET)).send(tx, {
        tenantId: '000000',
        mobile: '19900000009',
        template: 'memberCooperationEnded',
        params: { memberName: '某会员', companyName: '某企业' },
      }),
    ).rejects.toThrow('阿里云短信未配置模板：memberCooperationEnded');
    expect(received.length).toBe(before);
  });

  it('sends the member-account-closure notice with its own template, signed (ADR 68)', async () => {
    const before = received.length;
    await createAliyunSmsProvider({ ...config(SECRET), memberNoticeTemplateCode: 'SMS_456' }).send(tx, {
      tenantId: '000000',
      mobile: '13800000001',
      template: 'memberCooperationEnded',
      params: { memberName: '大连演示证券有限公司', companyName: '大连演示科技股份有限公司' },
    });
    expect(received.length).toBe(before + 1);
    const last = received.at(-1)!;
    expect(last).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800000001',
      SignName: '登记托管平台',
      TemplateCode: 'SMS_456',
    });
    expect(JSON.parse(last.TemplateParam ?? '')).toEqual({
      memberName: '大连演示证券有限公司',
      companyName: '大连演示科技股份有限公司',
    });
    // The fake recomputes the signature and answers OK only when it matches: the send resolved.
  });

  it('sends the freeze-lapsed notice with its own template, and refuses it unconfigured (ADR 73)', async () => {
    const before = received.length;
    const notice = {
      tenantId: '000000',
      mobile: '13800000003',
      template: 'freezeLapsed' as const,
      params: {
        companyName: '大连演示科技股份有限公司',
        quantity: '1000',
        endsOn: '2026-02-10',
        documentNo: '(2026)辽02执1号',
      },
    };
    await expect(createAliyunSmsProvider(config(SECRET)).send(tx, notice)).rejects.toThrow(
      '阿里云短信未配置模板：freezeLapsed',
    );
    expect(received.length).toBe(before);
    await createAliyunSmsProvider({
      ...config(SECRET),
      freezeNoticeTemplateCode: 'SMS_999',
      memberNoticeTemplateCode: 'SMS_456',
    }).send(tx, notice);
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)).toMatchObject({ PhoneNumbers: '13800000003', TemplateCode: 'SMS_999' });
    expect(JSON.parse(received.at(-1)?.TemplateParam ?? '')).toEqual(notice.params);
    expect(loadConfig({ ...env, ALIYUN_SMS_FREEZE_NOTICE_TEMPLATE_CODE: 'SMS_3' }).auth.sms).toMatchObject({
      freezeNoticeTemplateCode: 'SMS_3',
    });
    expect(loadConfig(env).auth.sms).not.toHaveProperty('freezeNoticeTemplateCode');
  });

  it('the notice job sends through the configured provider (template and parameters from the job)', async () => {
    const before = received.length;
    const db = {
      withTenant: (_t: string, fn: (t: Executor) => Promise<void>) => fn(tx),
    } as unknown as Database;
    const job = {
      tenantId: '000000',
      payload: { mobile: '13800000002', memberName: '某会员', companyName: '某企业' },
    } as unknown as JobRecord;
    const sms = createAliyunSmsProvider({ ...config(SECRET), memberNoticeTemplateCode: 'SMS_789' });
    await sendCooperationEndedNotice(db, sms, job);
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)).toMatchObject({
      PhoneNumbers: '13800000002',
      TemplateCode: 'SMS_789',
      TemplateParam: '{"memberName":"某会员","companyName":"某企业"}',
    });
  });

  it('reads the notice template from ALIYUN_SMS_MEMBER_NOTICE_TEMPLATE_CODE', () => {
    const withNotice = loadConfig({ ...env, ALIYUN_SMS_MEMBER_NOTICE_TEMPLATE_CODE: 'SMS_2' }).auth.sms;
    expect(withNotice).toMatchObject({
      provider: 'aliyun',
      templateCode: 'SMS_1',
      memberNoticeTemplateCode: 'SMS_2',
    });
    expect(loadConfig(env).auth.sms).not.toHaveProperty('memberNoticeTemplateCode');
  });

  it('the sandbox refuses production', () => {
    expect(() => createSandboxSmsProvider('production')).toThrow(/沙箱/);
    expect(createSandboxSmsProvider('test').label).toContain('沙箱');
  });
});
