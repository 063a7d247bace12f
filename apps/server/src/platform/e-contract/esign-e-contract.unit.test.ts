import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/database.js';
import type { EContractParty } from './e-contract-provider.js';
import { createEsignEContractProvider } from './esign-e-contract.js';
import { esignPathAndParameters, esignStringToSign } from './esign-signature.js';

const APP_ID = '7438000001';
const SECRET = 'fake-esign-secret';
const tx = {} as Executor;

interface Received {
  method: string;
  path: string;
  body: string;
  signatureValid: boolean;
}

async function read(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stand-in for openapi.esign.cn: recomputes each call's signature the way e签宝's docs define it
 * (its own code, independent of the adapter's helpers) and refuses a wrong one (code 401).
 */
function fakeEsign(received: Received[], origin: () => string): Server {
  let flowStatus = 1;
  return createServer(async (req, res) => {
    const body = await read(req);
    const path = req.url ?? '/';
    res.setHeader('content-type', 'application/json');
    if (req.method === 'PUT') {
      const md5 = createHash('md5').update(body).digest('base64');
      res.statusCode = req.headers['content-md5'] === md5 ? 200 : 400;
      res.end(JSON.stringify({ errCode: 0 }));
      return;
    }
    if (path === '/signed.pdf') {
      res.setHeader('content-type', 'application/pdf');
      res.end('%PDF-1.7 signed');
      return;
    }
    const md5 = body.length === 0 ? '' : createHash('md5').update(body).digest('base64');
    const [p, q] = path.split('?');
    const sorted = q ? `?${q.split('&').sort().map(decodeURIComponent).join('&')}` : '';
    const toSign = `${req.method}\n*/*\n${md5}\napplication/json; charset=UTF-8\n\n${p}${sorted}`;
    const expected = createHmac('sha256', SECRET).update(toSign).digest('base64');
    const signatureValid =
      req.headers['x-tsign-open-ca-signature'] === expected &&
      req.headers['x-tsign-open-app-id'] === APP_ID &&
      req.headers['x-tsign-open-auth-mode'] === 'Signature' &&
      req.headers['content-md5'] === md5;
    received.push({ method: req.method ?? '', path, body: body.toString('utf8'), signatureValid });
    if (!signatureValid) return res.end(JSON.stringify({ code: 401, message: '签名校验失败' }));
    const answer = (data: unknown) => res.end(JSON.stringify({ code: 0, message: '成功', data }));
    if (p === '/v3/persons/identity-info')
      return res.end(JSON.stringify({ code: 1435203, message: '账号不存在' }));
    if (p === '/v3/psn-auth-url') return answer({ authUrl: 'https://esign.example/auth', authFlowId: 'AF1' });
    if (p === '/v3/organizations/identity-info') return answer({ orgId: 'ORG1', realnameStatus: 1 });
    if (p === '/v3/files/file-upload-url')
      return answer({ fileId: 'F1', fileUploadUrl: `${origin()}/upload/F1` });
    if (p === '/v3/sign-flow/create-by-file') return answer({ signFlowId: 'FLOW1' });
    if (p === '/v3/sign-flow/FLOW1/sign-url') return answer({ url: 'https://esign.example/sign/FLOW1' });
    if (p === '/v3/sign-flow/FLOW1/detail') {
      const status = flowStatus;
      flowStatus = 2;
      return answer({
        signFlowStatus: status,
        signers: [{ signStatus: 4 }, { signStatus: status === 2 ? 4 : 1 }],
      });
    }
    if (p === '/v3/sign-flow/FLOW1/file-download-url')
      return answer({ files: [{ downloadUrl: `${origin()}/signed.pdf` }] });
    res.end(JSON.stringify({ code: 404, message: 'unknown' }));
  });
}

const pledgor: EContractParty = {
  kind: 'person',
  name: '演示投资者甲',
  certNo: '210202199001011234',
  mobile: '19900000001',
};
const bank: EContractParty = {
  kind: 'org',
  name: '演示银行股份有限公司',
  certNo: '91210200MA0000000X',
  mobile: '13900000007',
};

describe('e签宝 open API v3 adapter against a local fake', () => {
  const received: Received[] = [];
  let server: Server;
  let endpoint = '';
  beforeAll(async () => {
    server = fakeEsign(received, () => endpoint);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const esign = (secret = SECRET) =>
    createEsignEContractProvider(
      { endpoint, appId: APP_ID, appSecret: secret },
      fetch,
      () => 1_700_000_000_000,
    );

  it('builds the string to sign as the docs define it (query sorted, Date empty)', () => {
    expect(esignPathAndParameters('/v3/x?b=2&a=1&c')).toBe('/v3/x?a=1&b=2&c');
    expect(esignStringToSign('get', '', '/v3/x?b=2&a=1')).toBe(
      'GET\n*/*\n\napplication/json; charset=UTF-8\n\n/v3/x?a=1&b=2',
    );
  });

  it('registers a person without real name (its auth link) and an organisation with one', async () => {
    await expect(esign().registerUser(tx, pledgor)).resolves.toEqual({
      accountRef: 'AF1',
      realNamed: false,
      authUrl: 'https://esign.example/auth',
    });
    await expect(esign().registerUser(tx, bank)).resolves.toEqual({
      accountRef: 'ORG1',
      realNamed: true,
      authUrl: null,
    });
    expect(received.every((r) => r.signatureValid)).toBe(true);
    const auth = received.find((r) => r.path === '/v3/psn-auth-url')!;
    expect(JSON.parse(auth.body).psnAuthConfig.psnInfo).toMatchObject({
      psnIDCardType: 'CRED_PSN_CH_IDCARD',
    });
  });

  it('uploads the contract, opens the flow with both signers, signs, and downloads the signed copy', async () => {
    const flow = await esign().createContract(tx, {
      title: '股权质押合同',
      fileName: '股权质押合同.pdf',
      pdf: Buffer.from('%PDF-1.7 contract'),
      signers: [
        { party: pledgor, page: 1, x: 160, y: 160 },
        { party: bank, page: 1, x: 420, y: 160 },
      ],
    });
    expect(flow).toBe('FLOW1');
    const created = JSON.parse(received.find((r) => r.path === '/v3/sign-flow/create-by-file')!.body);
    expect(created.docs).toEqual([{ fileId: 'F1', fileName: '股权质押合同.pdf' }]);
    expect(created.signers.map((s: { signerType: number }) => s.signerType)).toEqual([0, 1]);
    expect(created.signers[1].orgSignerInfo.orgInfo).toEqual({
      orgIDCardNum: bank.certNo,
      orgIDCardType: 'CRED_ORG_USCC',
    });
    await expect(esign().signUrl(tx, flow, bank, 'https://example.test/back')).resolves.toBe(
      'https://esign.example/sign/FLOW1',
    );
    await expect(esign().status(tx, flow, [pledgor, bank])).resolves.toEqual({
      finished: false,
      signed: { [pledgor.certNo]: true, [bank.certNo]: false },
    });
    const signed = await esign().signedPdf(tx, flow);
    expect(signed?.toString()).toBe('%PDF-1.7 signed');
    expect(received.every((r) => r.signatureValid)).toBe(true);
  });

  it('a wrong secret is refused by the provider and reported without personal data', async () => {
    const error = await esign('wrong-secret')
      .signUrl(tx, 'FLOW1', bank, 'https://example.test/back')
      .catch((e: Error) => e);
    expect(String(error)).toContain('电子签名服务拒绝：401');
    expect(String(error)).not.toContain(bank.certNo);
    expect(received.at(-1)!.signatureValid).toBe(false);
  });
});
