import { createHash, type KeyObject, randomBytes, verify } from 'node:crypto';
import { bytesEqual, toHex, utf8 } from '@rer/domain';
import {
  type Asn1Node,
  bool,
  children,
  integer,
  nul,
  octets,
  oid,
  parseOnly,
  readInteger,
  readOid,
  seq,
  TAG,
} from './asn1.js';
import type { AnchorEvidence, CheckpointPublication, CheckpointPublisher } from './publisher.js';

/**
 * RFC 3161 time-stamping of checkpoints: a TimeStampReq over SHA-256 of the checkpoint note,
 * posted as application/timestamp-query; the TimeStampResp is checked — status granted, the
 * TSTInfo's message imprint and nonce are ours, and, when the TSA's public key is configured, the
 * CMS signature over the signed attributes whose message digest covers the TSTInfo (RFC 5652 §5.4).
 */
export const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  sm3: '1.2.156.10197.1.401',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  ed25519: '1.3.101.112',
} as const;

export function buildTimeStampReq(digest: Uint8Array, nonce: bigint): Uint8Array {
  return seq(integer(1), seq(seq(oid(OID.sha256), nul()), octets(digest)), integer(nonce), bool(true));
}

export interface TimeStamp {
  genTime: string;
  serialNumber: string;
  policy: string;
  /** The whole TimeStampToken (ContentInfo), DER. */
  token: Uint8Array;
  isSignatureChecked: boolean;
}

export class TimeStampError extends Error {
  override name = 'TimeStampError';
}

const expectTag = (node: Asn1Node | undefined, tag: number, what: string): Asn1Node => {
  if (!node || node.tag !== tag) throw new TimeStampError(`时间戳应答格式不正确：${what}`);
  return node;
};

function readGeneralizedTime(node: Asn1Node): string {
  const text = Buffer.from(node.content).toString('ascii');
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d+)?Z$/.exec(text);
  if (!m) throw new TimeStampError('时间戳应答格式不正确：genTime');
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[7] ?? ''}Z`).toISOString();
}

/** Parses and checks a TimeStampResp for the request of `digest` and `nonce`. */
export function checkTimeStampResp(
  der: Uint8Array,
  expected: { digest: Uint8Array; nonce: bigint; tsaKey: KeyObject | null },
): TimeStamp {
  const [statusInfo, token] = children(expectTag(parseOnly(der), TAG.SEQUENCE, 'TimeStampResp'));
  const status = readInteger(children(expectTag(statusInfo, TAG.SEQUENCE, 'PKIStatusInfo'))[0]!);
  if (status !== 0n && status !== 1n) throw new TimeStampError(`时间戳服务拒绝了请求（状态 ${status}）`);
  const [contentType, content] = children(expectTag(token, TAG.SEQUENCE, 'TimeStampToken'));
  if (readOid(contentType!) !== OID.signedData)
    throw new TimeStampError('时间戳应答格式不正确：非SignedData');
  const signedData = children(
    expectTag(children(expectTag(content, 0xa0, 'content'))[0], TAG.SEQUENCE, 'SignedData'),
  );
  const [eContentType, eContentWrap] = children(expectTag(signedData[2], TAG.SEQUENCE, 'encapContentInfo'));
  if (readOid(eContentType!) !== OID.tstInfo) throw new TimeStampError('时间戳应答格式不正确：非TSTInfo');
  const eContent = expectTag(
    children(expectTag(eContentWrap, 0xa0, 'eContent'))[0],
    TAG.OCTET_STRING,
    'eContent',
  );
  const tst = children(expectTag(parseOnly(eContent.content), TAG.SEQUENCE, 'TSTInfo'));
  const [, policy, imprint, serial, genTime, ...rest] = tst;
  const [algorithm, hashed] = children(expectTag(imprint, TAG.SEQUENCE, 'messageImprint'));
  if (readOid(children(algorithm!)[0]!) !== OID.sha256 || !bytesEqual(hashed!.content, expected.digest)) {
    throw new TimeStampError('时间戳的消息摘要与检查点不一致');
  }
  const nonce = rest.find((n) => n.tag === TAG.INTEGER);
  if (!nonce || readInteger(nonce) !== expected.nonce)
    throw new TimeStampError('时间戳的随机数（nonce）与请求不一致');
  const signerInfos = signedData.at(-1)!;
  if (expected.tsaKey)
    checkSignerInfo(expectTag(signerInfos, TAG.SET, 'signerInfos'), eContent.content, expected.tsaKey);
  return {
    genTime: readGeneralizedTime(expectTag(genTime, TAG.GENERALIZED_TIME, 'genTime')),
    serialNumber: readInteger(serial!).toString(),
    policy: readOid(policy!),
    token: token!.raw,
    isSignatureChecked: expected.tsaKey !== null,
  };
}

/** RFC 5652 §5.4: messageDigest = H(eContent); the signature covers the signed attributes as a SET. */
function checkSignerInfo(signerInfos: Asn1Node, tstInfoDer: Uint8Array, key: KeyObject): void {
  const info = children(children(signerInfos)[0]!);
  const digestAlg = readOid(children(info[2]!)[0]!);
  const signedAttrs = expectTag(info[3], 0xa0, 'signedAttrs');
  const signatureAlg = readOid(children(info[4]!)[0]!);
  const signature = expectTag(info[5], TAG.OCTET_STRING, 'signature').content;
  const hashName = digestAlg === OID.sha256 ? 'sha256' : digestAlg === OID.sm3 ? 'sm3' : null;
  if (!hashName) throw new TimeStampError(`时间戳签名的摘要算法不受支持：${digestAlg}`);
  const digestAttr = children(signedAttrs).find((a) => readOid(children(a)[0]!) === OID.messageDigest);
  const digestValue = digestAttr && children(children(digestAttr)[1]!)[0];
  const actual = new Uint8Array(createHash(hashName).update(tstInfoDer).digest());
  if (!digestValue || !bytesEqual(digestValue.content, actual))
    throw new TimeStampError('时间戳签名属性中的摘要与TSTInfo不一致');
  const signedBytes = Uint8Array.from([TAG.SET, ...signedAttrs.raw.subarray(1)]);
  const isValid = verify(signatureAlg === OID.ed25519 ? null : hashName, signedBytes, key, signature);
  if (!isValid) throw new TimeStampError('时间戳签名校验失败');
}

/** The RFC 3161 publisher: one time-stamp per checkpoint, kept as the anchoring evidence. */
export function timeStampPublisher(options: {
  url: string;
  tsaKey: KeyObject | null;
  fetchFn?: typeof fetch;
}): CheckpointPublisher {
  const fetchFn = options.fetchFn ?? fetch;
  return {
    name: 'rfc3161',
    async publish(publication: CheckpointPublication): Promise<AnchorEvidence> {
      const digest = new Uint8Array(createHash('sha256').update(utf8(publication.note)).digest());
      const nonce = BigInt(`0x${randomBytes(8).toString('hex')}`);
      const response = await fetchFn(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/timestamp-query',
          'idempotency-key': publication.idempotencyKey,
        },
        body: Buffer.from(buildTimeStampReq(digest, nonce)),
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok) throw new TimeStampError(`时间戳服务返回 HTTP ${response.status}`);
      const stamp = checkTimeStampResp(new Uint8Array(await response.arrayBuffer()), {
        digest,
        nonce,
        tsaKey: options.tsaKey,
      });
      return {
        genTime: stamp.genTime,
        serialNumber: stamp.serialNumber,
        policy: stamp.policy,
        token: Buffer.from(stamp.token).toString('base64'),
        imprint: toHex(digest),
        isSignatureChecked: stamp.isSignatureChecked,
      };
    },
  };
}
