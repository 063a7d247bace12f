import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/database.js';
import { signRpcQuery } from '../sms/aliyun-sms.js';
import { CLOUDAUTH_VERSION, createAliyunFaceCheckProvider } from './aliyun-face-check.js';
import { createSandboxFaceCheckProvider } from './sandbox-face-check.js';

const SECRET = 'faceSecret';

/** A stand-in for cloudauth.aliyuncs.com that recomputes the HMAC-SHA1 signature. */
function fakeCloudauth(received: Record<string, string>[]): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = Object.fromEntries(url.searchParams);
    const { Signature, ...rest } = params;
    received.push(params);
    res.setHeader('content-type', 'application/json');
    if (Signature !== signRpcQuery(rest, SECRET).signature) {
      res.end(JSON.stringify({ Code: 'SignatureDoesNotMatch' }));
      return;
    }
    const result =
      params.Action === 'InitFaceVerify'
        ? { CertifyId: 'cert-1', CertifyUrl: 'https://face.example/h5?id=cert-1' }
        : { Passed: params.CertifyId === 'cert-1' ? 'T' : 'F', SubCode: '200' };
    res.end(JSON.stringify({ Code: '200', Message: 'success', RequestId: 'r', ResultObject: result }));
  });
}

describe('Aliyun face-check adapter (InitFaceVerify / DescribeFaceVerify)', () => {
  const received: Record<string, string>[] = [];
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = fakeCloudauth(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (secret: string) =>
    createAliyunFaceCheckProvider({
      endpoint,
      accessKeyId: 'faceId',
      accessKeySecret: secret,
      sceneId: '1000000001',
      productCode: 'ID_PRO',
    });
  const tx = {} as Executor;
  const subject = {
    certName: '张三',
    certNo: '210202199001010011',
    outerOrderNo: 'order-1',
    returnUrl: 'https://rer.example/securityCenter',
  };

  it('starts a check with a signature the server accepts', async () => {
    expect(await provider(SECRET).start(tx, subject)).toEqual({
      certifyId: 'cert-1',
      url: 'https://face.example/h5?id=cert-1',
    });
    expect(received.at(-1)).toMatchObject({
      Action: 'InitFaceVerify',
      Version: CLOUDAUTH_VERSION,
      SignatureMethod: 'HMAC-SHA1',
      SceneId: '1000000001',
      ProductCode: 'ID_PRO',
      CertType: 'IDENTITY_CARD',
      CertName: '张三',
      OuterOrderNo: 'order-1',
      ReturnUrl: 'https://rer.example/securityCenter',
    });
  });

  it('reads the outcome: Passed T is passed, F failed', async () => {
    expect(await provider(SECRET).result(tx, 'cert-1')).toBe('passed');
    expect(received.at(-1)).toMatchObject({ Action: 'DescribeFaceVerify', CertifyId: 'cert-1' });
    expect(await provider(SECRET).result(tx, 'cert-2')).toBe('failed');
  });

  it('fails when the provider refuses (a wrong secret)', async () => {
    await expect(provider('wrong').start(tx, subject)).rejects.toThrow(/SignatureDoesNotMatch/);
  });

  it('the sandbox refuses production and points at the sandbox page', async () => {
    expect(() => createSandboxFaceCheckProvider('production')).toThrow(/沙箱/);
    const sandbox = createSandboxFaceCheckProvider('test');
    expect(sandbox.label).toContain('沙箱');
    const started = await sandbox.start(tx, subject);
    expect(started.url).toMatch(/^\/faceCheckSandbox\?certifyId=[0-9a-f-]{36}&returnUrl=/);
  });
});
