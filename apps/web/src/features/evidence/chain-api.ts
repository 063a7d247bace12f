import type { BlockSummaryDto, ChainTransactionDto, ServedBlockDto } from '@rer/contracts';
import { http } from '../../lib/http';
import type { Page } from './types';

const CHAIN = '/api/rem-registrationbizweb/chain';

/** The explorer's block calls (issue 24): what the node interfaces serve, for staff. */
export const chainUrls = {
  blocks: `${CHAIN}/blocks`,
  block: (height: number) => `${CHAIN}/blocks/${height}`,
  transaction: (txId: string) => `${CHAIN}/transactions/${encodeURIComponent(txId)}`,
} as const;

export const chainApi = {
  blocks: (query: { current: number; size: number }, signal?: AbortSignal) =>
    http.getData<Page<BlockSummaryDto>>(chainUrls.blocks, { params: query, signal }),
  block: (height: number, signal?: AbortSignal) =>
    http.getData<ServedBlockDto>(chainUrls.block(height), { signal }),
  transaction: (txId: string, signal?: AbortSignal) =>
    http.getData<ChainTransactionDto>(chainUrls.transaction(txId), { signal }),
};
