import { toHex, utf8 } from '../ledger/bytes.js';
import { canonicalJson } from '../ledger/canonical-json.js';
import { sm3Hash } from '../ledger/hashes.js';
import { sm2Verify } from '../ledger/sm2.js';
import {
  CHAIN_CONTENT_TYPE,
  CHAIN_MODEL_PROTOCOL,
  CHAIN_MODEL_VERSION,
  type ChainBody,
  type ChainObjectClass,
  type ChainOperation,
} from './model.js';

/**
 * The §6.3 header of a snapshot. `metadata.bodySm3` binds the body to the sealed header: the seal
 * covers the header only (§6.3), so without the body's hash in it a body could be swapped.
 */
export interface ChainObjectHeader {
  modelProtocol: string;
  modelVersion: string;
  contentType: string;
  objectId: string;
  version: number;
  operation: ChainOperation;
  /** Unix time in seconds. */
  timestamp: number;
  remark: string;
  metadata: { objectClass: ChainObjectClass; bodySm3: string; keyId: string };
}

export interface HeaderInput {
  objectId: string;
  objectClass: ChainObjectClass;
  version: number;
  operation: ChainOperation;
  at: Date;
  remark?: string;
  keyId: string;
  body: ChainBody;
}

/** The canonical bytes of a body (RFC 8785 as the ledger writes it). */
export function bodyBytes(body: ChainBody): Uint8Array {
  return utf8(canonicalJson(body));
}

export function buildHeader(input: HeaderInput): ChainObjectHeader {
  if (!Number.isSafeInteger(input.version) || input.version < 0)
    throw new Error('数据对象版本必须是非负整数');
  return {
    modelProtocol: CHAIN_MODEL_PROTOCOL,
    modelVersion: CHAIN_MODEL_VERSION,
    contentType: CHAIN_CONTENT_TYPE,
    objectId: input.objectId,
    version: input.version,
    operation: input.operation,
    timestamp: Math.floor(input.at.getTime() / 1000),
    remark: input.remark ?? '',
    metadata: {
      objectClass: input.objectClass,
      bodySm3: toHex(sm3Hash(bodyBytes(input.body))),
      keyId: input.keyId,
    },
  };
}

/** What the market's SM2 key signs (SM2 hashes it with SM3 and Z_A: GB/T 32918.2). */
export function headerBytes(header: ChainObjectHeader): Uint8Array {
  return utf8(canonicalJson(header));
}

/** The stored snapshot: `{header, body}` as canonical UTF-8 JSON; its SM3 goes to the ledger. */
export function snapshotBytes(header: ChainObjectHeader, body: ChainBody): Uint8Array {
  return utf8(canonicalJson({ header, body }));
}

export interface SealedSnapshot {
  header: ChainObjectHeader;
  body: ChainBody;
  /** 64-byte r ‖ s. */
  signature: Uint8Array;
  bytes: Uint8Array;
  sm3: string;
}

/** Seals a header with `sign` (the market's SM2 signer) and lays the snapshot out for storage. */
export function sealSnapshot(
  header: ChainObjectHeader,
  body: ChainBody,
  sign: (message: Uint8Array) => Uint8Array,
): SealedSnapshot {
  const bytes = snapshotBytes(header, body);
  return { header, body, signature: sign(headerBytes(header)), bytes, sm3: toHex(sm3Hash(bytes)) };
}

/** The checks anyone holding the public key runs on a stored snapshot; [] when it holds. */
export function verifySnapshot(
  publicKey: Uint8Array,
  snapshot: { header: ChainObjectHeader; body: ChainBody; signature: Uint8Array },
): string[] {
  const problems: string[] = [];
  if (!sm2Verify(publicKey, headerBytes(snapshot.header), snapshot.signature))
    problems.push('头部签名不正确');
  if (toHex(sm3Hash(bodyBytes(snapshot.body))) !== snapshot.header.metadata.bodySm3) {
    problems.push('数据体哈希与头部不一致');
  }
  if (snapshot.header.operation === 'delete' && Object.keys(snapshot.body).length > 0) {
    problems.push('删除操作的数据体必须为空');
  }
  return problems;
}
