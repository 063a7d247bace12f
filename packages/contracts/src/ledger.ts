import { z } from 'zod';
import { page } from './envelope.js';

/**
 * The evidence ledger's calls (issue 7, ADR 11). Hashes are lower-case hex (64 characters), the
 * checkpoint is a C2SP signed note, an entry is its canonical JSON text (RFC 8785). The receipt
 * is what `verifyReceipt` of @rer/domain checks, in the browser as on the server.
 */
const hex64 = z.string().regex(/^[0-9a-f]{64}$/, { message: '哈希应为64位十六进制字符' });

export const ledgerReceipt = z.object({
  version: z.literal(1),
  origin: z.string(),
  entry: z.string(),
  leafIndex: z.number().int().nonnegative(),
  leafHash: hex64,
  treeSize: z.number().int().positive(),
  inclusionProof: z.array(hex64),
  checkpoint: z.string(),
});
export type LedgerReceiptDto = z.infer<typeof ledgerReceipt>;

/** POST|GET …/statement/getStatementDetail?uuid=&appId= (000 §7). */
export const statementDetailQuery = z.object({
  uuid: z.string().trim().min(1, { message: '业务编号（uuid）不能为空' }).max(100),
  appId: z.string().trim().max(20).optional(),
});

/** One evidence statement with the spec's field names (000 §3), plus the receipt. */
export const evidenceStatement = z.object({
  chainHash: hex64,
  flowKey: z.string().nullable(),
  appId: z.string().nullable(),
  biz_id: z.string().nullable(),
  biz_sn: z.string().nullable(),
  biz_type_name: z.string().nullable(),
  uuid: z.string().nullable(),
  /** The entry kind (`register.event`, `application.submit` …). */
  ext: z.string(),
  /** JSON text: `{ seq, recordedAt, origin }`. */
  ext5: z.string(),
  /**
   * The workflow step an application entry records (`submit`, `resubmit`, `approve`, `return`,
   * `reject`, `complete`), from the entry's own body; null for other kinds (a register change).
   */
  action: z.string().nullable(),
  receipt: ledgerReceipt.nullable(),
});
export type EvidenceStatement = z.infer<typeof evidenceStatement>;

export const ledgerCheckpoint = z.object({
  origin: z.string(),
  treeSize: z.number().int().positive(),
  rootHash: hex64,
  note: z.string(),
  createdAt: z.string(),
});
export type LedgerCheckpointDto = z.infer<typeof ledgerCheckpoint>;

/** GET …/nonds/ledger/checkpoint/latest: the checkpoint and the key that signs it. */
export const ledgerLatest = z.object({
  hashAlg: z.enum(['sm3', 'sha256']),
  keyName: z.string(),
  /**
   * The signing key, base64: raw Ed25519 (32 bytes) or SM2 uncompressed (65 bytes), as
   * `signatureAlg` says. Pin it out of band for real assurance.
   */
  publicKey: z.string(),
  /** Absent in answers of servers before ADR 17 (then Ed25519). */
  signatureAlg: z.enum(['ed25519', 'sm2']).optional(),
  /**
   * C2SP verifier keys `<keyName>+<key ID>+<base64(type ‖ key)>` of every key whose checkpoints
   * verify (the signing key first, then earlier ones); `verifyReceipt` takes them as they are.
   */
  verifierKeys: z.array(z.string()).optional(),
  checkpoint: ledgerCheckpoint.nullable(),
});

export const ledgerEntry = z.object({
  seq: z.number().int().positive(),
  leafHash: hex64,
  kind: z.string(),
  bizTypeName: z.string().nullable(),
  bizSn: z.string().nullable(),
  appId: z.string().nullable(),
  uuid: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntry>;

/** GET …/nonds/ledger/entry/{leafHash} */
export const ledgerEntryParams = z.object({ leafHash: hex64 });
export const ledgerEntryWithReceipt = z.object({ entry: ledgerEntry, receipt: ledgerReceipt.nullable() });

/** GET …/nonds/ledger/consistency?from=&to= */
export const ledgerConsistencyQuery = z.object({
  from: z.coerce
    .number({ message: '起始树大小（from）必须是整数' })
    .int()
    .min(1, { message: '起始树大小（from）必须大于0' }),
  to: z.coerce
    .number({ message: '目标树大小（to）必须是整数' })
    .int()
    .min(1, { message: '目标树大小（to）必须大于0' }),
});
export const ledgerConsistency = z.object({
  origin: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  fromCheckpoint: z.string(),
  toCheckpoint: z.string(),
  proof: z.array(hex64),
});

/** GET …/ledger/entries?current=&size=&keyword= (keyword: a biz_sn or a 64-hex leaf hash). */
export const ledgerEntriesQuery = z.object({
  current: z.coerce.number().int().min(1, { message: '当前页码必须为正整数' }).default(1),
  size: z.coerce.number().int().min(1).max(100, { message: '每页条数不能超过100' }).default(10),
  keyword: z.string().trim().max(100).optional(),
});
export const ledgerEntriesPage = page(ledgerEntry);

/** GET …/ledger/checkpoints?current=&size= */
export const ledgerCheckpointsQuery = z.object({
  current: z.coerce.number().int().min(1, { message: '当前页码必须为正整数' }).default(1),
  size: z.coerce.number().int().min(1).max(100, { message: '每页条数不能超过100' }).default(10),
});
export const ledgerCheckpointsPage = page(ledgerCheckpoint);
