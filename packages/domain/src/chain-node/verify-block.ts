import { toHex } from '../ledger/bytes.js';
import { parseSignedCheckpoint } from '../ledger/checkpoint.js';
import type { HashFn } from '../ledger/merkle.js';
import { type Ed25519Verify, parseVerifierKey, verifyNoteSignatures } from '../ledger/note-keys.js';
import { checkReceiptProof } from '../ledger/receipt.js';
import { blockHash, emptyTreeRoot, entryRootOf, type ServedBlock } from './block.js';

export interface BlockCheckOptions {
  hash: HashFn;
  /** The market's published verifier keys (`<name>+<id>+<base64>`, Ed25519 or SM2). */
  verifierKeys: readonly string[];
  ed25519?: Ed25519Verify;
  /** The block before this one as the node served it (null for height 1). */
  previous: ServedBlock | null;
}

/**
 * Every check the regulatory chain can make of one block without the platform's database: the
 * checkpoint's signature by a published key, each transaction's leaf hash and inclusion proof, the
 * header against the checkpoint and the entries, the hash, and the link to the previous block.
 * Answers the differences in Chinese, each naming the height and the transaction; none = sound.
 */
export function checkBlock(block: ServedBlock, options: BlockCheckOptions): string[] {
  const at = `区块 ${block.height}`;
  const problems: string[] = [];
  let signed: ReturnType<typeof parseSignedCheckpoint>;
  try {
    signed = parseSignedCheckpoint(block.checkpoint);
  } catch (error) {
    return [`${at}：检查点格式不正确（${error instanceof Error ? error.message : String(error)}）`];
  }
  const keys = options.verifierKeys.map(parseVerifierKey);
  const signature = verifyNoteSignatures(signed, keys, { ed25519: options.ed25519 });
  if (!signature.ok) problems.push(`${at}：${signature.reason}`);
  const h = block.header;
  if (signed.checkpoint.treeSize !== h.treeSize || h.rootHash !== toHex(signed.checkpoint.rootHash))
    problems.push(`${at}：区块头的树大小或树根与签名检查点不一致`);
  problems.push(...checkTransactions(block, options.hash));
  if (h.height !== block.height) problems.push(`${at}：区块头的高度与区块不一致`);
  if (h.txCount !== block.transactions.length) problems.push(`${at}：区块头的交易数与交易列表不一致`);
  if (entryRootOf(options.hash, block.txIds) !== h.entryRoot)
    problems.push(`${at}：区块头的交易根与交易列表不一致`);
  if (blockHash(options.hash, h) !== block.hash) problems.push(`${at}：区块哈希与区块头不一致`);
  problems.push(...checkLink(block, options));
  return problems;
}

/** Each transaction as a receipt under the block's checkpoint; seqs follow on from the previous block. */
function checkTransactions(block: ServedBlock, hash: HashFn): string[] {
  const problems: string[] = [];
  block.transactions.forEach((t, i) => {
    const where = `区块 ${block.height} 交易 ${t.txId}（序号 ${t.seq}）`;
    if (block.txIds[i] !== t.txId) problems.push(`${where}：交易编号列表与交易不一致`);
    if (t.seq !== block.header.previousTreeSize + i + 1) problems.push(`${where}：序号不连续`);
    const proof = checkReceiptProof(
      {
        version: 1,
        origin: block.origin,
        entry: t.entry,
        leafIndex: t.seq - 1,
        leafHash: t.txId,
        treeSize: block.header.treeSize,
        inclusionProof: t.inclusionProof,
        checkpoint: block.checkpoint,
      },
      hash,
    );
    if (!proof.ok) problems.push(`${where}：${proof.reason}`);
  });
  return problems;
}

function checkLink(block: ServedBlock, options: BlockCheckOptions): string[] {
  const at = `区块 ${block.height}`;
  const { previous, hash } = options;
  const h = block.header;
  if (!previous) {
    const isGenesis = h.previousTreeSize === 0 && h.previousRootHash === emptyTreeRoot(hash);
    return isGenesis && block.previousHash === null ? [] : [`${at}：首个区块的前一区块信息不正确`];
  }
  const problems: string[] = [];
  if (block.previousHash !== previous.hash)
    problems.push(`${at}：前一区块哈希与区块 ${previous.height} 不一致`);
  if (block.previousHeight !== previous.height) problems.push(`${at}：前一区块高度不正确`);
  if (h.previousTreeSize !== previous.header.treeSize || h.previousRootHash !== previous.header.rootHash)
    problems.push(`${at}：前一区块的树大小或树根与区块 ${previous.height} 不一致`);
  return problems;
}
