import type { BlockSummaryDto } from '@rer/contracts';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { blockHeaderAt, type ChainScope, chainHeight } from './blocks.js';

/**
 * The explorer's block list (/blockChain, staff through the signed-in API): the same headers and
 * hashes the node interfaces serve, newest first.
 */
export async function listBlocks(db: Database, scope: ChainScope, current: number, size: number) {
  return db.withTenant(scope.tenantId, async (tx) => {
    const height = await chainHeight(tx, scope.tenantId);
    const records: BlockSummaryDto[] = [];
    const top = height - (current - 1) * size;
    for (let h = top; h > Math.max(top - size, 0); h--) {
      const block = await blockHeaderAt(tx, scope, h);
      records.push({
        height: h,
        hash: block.hash,
        time: block.header.time,
        txCount: block.header.txCount,
        treeSize: block.header.treeSize,
      });
    }
    return toPage(records, height, current, size);
  });
}
