import { z } from 'zod';

/**
 * The regional business chain's node interfaces (JR/T 0314 §7, issue 24, ADR 78) and the
 * explorer's block calls. A block is the evidence ledger's entries between two consecutive signed
 * checkpoints; a transaction id is an entry's leaf hash. Hashes are lower-case hex.
 */
const hex64 = z.string().regex(/^[0-9a-f]{64}$/, { message: '哈希应为64位十六进制字符' });

export const chainHeightParams = z.object({
  networkId: z.string().min(1).max(64),
  height: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { message: '区块高度（height）应为正整数' })
    .transform(Number),
});
export const chainNetworkParams = chainHeightParams.pick({ networkId: true });
export const chainTxParams = z.object({
  networkId: z.string().min(1).max(64),
  txId: z.string().regex(/^[0-9a-fA-F]{64}$/, { message: '交易编号（txId）应为64位十六进制字符' }),
});
const objectId = z
  .string()
  .min(1, { message: '数据对象编号（objectId）不能为空' })
  .max(128, { message: '数据对象编号（objectId）不能超过128个字符' });
export const chainObjectAtQuery = z.object({
  height: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { message: '区块高度（height）应为正整数' })
    .transform(Number),
});
export const chainObjectParams = z.object({ networkId: z.string().min(1).max(64), objectId });
export const chainObjectVersionParams = chainObjectParams.extend({
  version: z
    .string()
    .regex(/^(0|[1-9]\d{0,8})$/, { message: '版本号（version）应为非负整数' })
    .transform(Number),
});

export const blockHeader = z.object({
  network: z.string(),
  height: z.number().int(),
  treeSize: z.number().int(),
  rootHash: hex64,
  previousTreeSize: z.number().int(),
  previousRootHash: hex64,
  entryRoot: hex64,
  time: z.string(),
  txCount: z.number().int(),
});

export const servedTransaction = z.object({
  txId: hex64,
  seq: z.number().int(),
  kind: z.string(),
  bizTypeName: z.string().nullable(),
  time: z.string(),
  entry: z.string(),
  inclusionProof: z.array(hex64),
});

export const servedBlock = z.object({
  networkId: z.string(),
  height: z.number().int(),
  hash: hex64,
  previousHash: hex64.nullable(),
  previousHeight: z.number().int().nullable(),
  time: z.string(),
  header: blockHeader,
  origin: z.string(),
  checkpoint: z.string(),
  txIds: z.array(hex64),
  transactions: z.array(servedTransaction),
});
export type ServedBlockDto = z.infer<typeof servedBlock>;

/** The explorer's list row of a block (no entries). */
export const blockSummary = z.object({
  height: z.number().int(),
  hash: hex64,
  time: z.string(),
  txCount: z.number().int(),
  treeSize: z.number().int(),
});
export type BlockSummaryDto = z.infer<typeof blockSummary>;

export const chainTransaction = z.object({
  networkId: z.string(),
  txId: hex64,
  seq: z.number().int(),
  kind: z.string(),
  bizTypeName: z.string().nullable(),
  time: z.string(),
  height: z.number().int().nullable(),
  blockHash: hex64.nullable(),
  entry: z.string(),
  operations: z.array(z.object({ type: z.string(), body: z.unknown() })),
  results: z.array(
    z.object({ status: z.enum(['confirmed', 'pending']), height: z.number().int().nullable() }),
  ),
  proof: z
    .object({
      treeSize: z.number().int(),
      inclusionProof: z.array(hex64),
      checkpoint: z.string(),
      origin: z.string(),
    })
    .nullable(),
});
export type ChainTransactionDto = z.infer<typeof chainTransaction>;

export const chainExplorerQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const explorerHeightParams = chainHeightParams.pick({ height: true });
export const explorerTxParams = chainTxParams.pick({ txId: true });
