import { createHash } from 'node:crypto';
import {
  EContractError,
  type EContractParty,
  type EContractProvider,
  type EContractSigner,
  type EContractStatus,
  type EContractUser,
} from './e-contract-provider.js';
import { esignHeaders } from './esign-signature.js';

/** ESIGN_ENDPOINT / ESIGN_APP_ID / ESIGN_APP_SECRET (README, ADR 72). */
export interface EsignConfig {
  endpoint: string;
  appId: string;
  appSecret: string;
}

interface Answer<T> {
  code?: number;
  message?: string;
  data?: T;
}

/** e签宝's signer statuses of a flow's detail: 4 = signed (已签署); flow status 2 = finished (已完成). */
const SIGNED = 4;
const FLOW_FINISHED = 2;

const personInfo = (p: EContractParty) => ({
  psnName: p.name,
  psnIDCardNum: p.certNo,
  psnIDCardType: 'CRED_PSN_CH_IDCARD',
  psnMobile: p.mobile,
});
const orgInfo = (p: EContractParty) => ({ orgIDCardNum: p.certNo, orgIDCardType: 'CRED_ORG_USCC' });

function signerOf(s: EContractSigner, fileId: string) {
  const signFields = [
    {
      fileId,
      normalSignFieldConfig: {
        signFieldStyle: 1,
        signFieldPosition: { positionPage: String(s.page), positionX: s.x, positionY: s.y },
      },
    },
  ];
  if (s.party.kind === 'person')
    return {
      signerType: 0,
      psnSignerInfo: { psnAccount: s.party.mobile, psnInfo: personInfo(s.party) },
      signFields,
    };
  return {
    signerType: 1,
    orgSignerInfo: {
      orgName: s.party.name,
      orgInfo: orgInfo(s.party),
      transactorInfo: { psnAccount: s.party.mobile },
    },
    signFields,
  };
}

/**
 * e签宝 open API v3 (开放平台 v3, https://open.esign.cn): every call signed with HMAC-SHA256 over
 * method, Accept, Content-MD5, Content-Type and path (`esign-signature.ts`); `code` 0 is success.
 * Never logs names, ID numbers or mobiles.
 */
export function createEsignEContractProvider(
  config: EsignConfig,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): EContractProvider {
  const base = config.endpoint.replace(/\/$/, '');

  async function call<T>(method: 'GET' | 'POST', pathWithQuery: string, payload?: unknown): Promise<T> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers = esignHeaders(config, { method, pathWithQuery, body, now: now() });
    let answer: Answer<T>;
    try {
      const response = await fetchImpl(`${base}${pathWithQuery}`, {
        method,
        headers,
        ...(body === '' ? {} : { body }),
        signal: AbortSignal.timeout(15_000),
      });
      answer = (await response.json()) as Answer<T>;
    } catch (error) {
      throw new EContractError('电子签名服务不可用', { cause: error });
    }
    if (answer.code !== 0 || answer.data === undefined)
      throw new EContractError(`电子签名服务拒绝：${answer.code ?? '未知'} ${answer.message ?? ''}`.trim());
    return answer.data;
  }

  async function upload(fileName: string, pdf: Buffer): Promise<string> {
    const contentMd5 = createHash('md5').update(pdf).digest('base64');
    const slot = await call<{ fileId: string; fileUploadUrl: string }>('POST', '/v3/files/file-upload-url', {
      contentMd5,
      contentType: 'application/pdf',
      fileName,
      fileSize: pdf.length,
      convertToPDF: false,
    });
    // The upload link is pre-signed by e签宝: it checks the bytes against the MD5 declared above.
    const put = await fetchImpl(slot.fileUploadUrl, {
      method: 'PUT',
      headers: { 'Content-MD5': contentMd5, 'Content-Type': 'application/pdf' },
      body: pdf,
      signal: AbortSignal.timeout(30_000),
    }).catch((error: unknown) => {
      throw new EContractError('电子签名服务不可用', { cause: error });
    });
    if (!put.ok) throw new EContractError(`合同文件上传失败：HTTP ${put.status}`);
    return slot.fileId;
  }

  return {
    name: 'esign',
    label: 'e签宝电子签名',
    async registerUser(_tx, party): Promise<EContractUser> {
      const query =
        party.kind === 'person'
          ? `/v3/persons/identity-info?psnAccount=${party.mobile}`
          : `/v3/organizations/identity-info?orgIDCardNum=${party.certNo}&orgIDCardType=CRED_ORG_USCC`;
      const found = await call<{ psnId?: string; orgId?: string; realnameStatus?: number }>(
        'GET',
        query,
      ).catch(() => null);
      const accountRef = found?.psnId ?? found?.orgId ?? null;
      if (accountRef && found?.realnameStatus === 1) return { accountRef, realNamed: true, authUrl: null };
      const auth =
        party.kind === 'person'
          ? await call<{ authUrl: string; authFlowId: string }>('POST', '/v3/psn-auth-url', {
              psnAuthConfig: { psnAccount: party.mobile, psnInfo: personInfo(party) },
            })
          : await call<{ authUrl: string; authFlowId: string }>('POST', '/v3/org-auth-url', {
              orgAuthConfig: {
                orgName: party.name,
                orgInfo: orgInfo(party),
                transactorInfo: { psnAccount: party.mobile },
              },
            });
      return { accountRef: accountRef ?? auth.authFlowId, realNamed: false, authUrl: auth.authUrl };
    },
    async createContract(_tx, input) {
      const fileId = await upload(input.fileName, input.pdf);
      const created = await call<{ signFlowId: string }>('POST', '/v3/sign-flow/create-by-file', {
        docs: [{ fileId, fileName: input.fileName }],
        signFlowConfig: { signFlowTitle: input.title, autoStart: true, autoFinish: true },
        signers: input.signers.map((s) => signerOf(s, fileId)),
      });
      return created.signFlowId;
    },
    async signUrl(_tx, contractRef, party, redirectUrl) {
      const answer = await call<{ url: string; shortUrl?: string }>(
        'POST',
        `/v3/sign-flow/${contractRef}/sign-url`,
        {
          clientType: 'ALL',
          needLogin: false,
          urlType: 2,
          operator: { psnAccount: party.mobile },
          ...(party.kind === 'org' ? { organization: { orgName: party.name } } : {}),
          redirectConfig: { redirectUrl },
        },
      );
      return answer.url;
    },
    async status(_tx, contractRef, parties): Promise<EContractStatus> {
      const detail = await call<{ signFlowStatus: number; signers?: { signStatus?: number }[] }>(
        'GET',
        `/v3/sign-flow/${contractRef}/detail`,
      );
      // The flow lists its signers in the order they were created: the parties' order.
      const signed = Object.fromEntries(
        parties.map((p, i) => [p.certNo, detail.signers?.[i]?.signStatus === SIGNED]),
      );
      return { finished: detail.signFlowStatus === FLOW_FINISHED, signed };
    },
    async signedPdf(_tx, contractRef) {
      const detail = await call<{ signFlowStatus: number }>('GET', `/v3/sign-flow/${contractRef}/detail`);
      if (detail.signFlowStatus !== FLOW_FINISHED) return null;
      const files = await call<{ files?: { downloadUrl?: string }[] }>(
        'GET',
        `/v3/sign-flow/${contractRef}/file-download-url`,
      );
      const url = files.files?.[0]?.downloadUrl;
      if (!url) throw new EContractError('电子签名服务未返回合同下载地址');
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new EContractError(`合同下载失败：HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
