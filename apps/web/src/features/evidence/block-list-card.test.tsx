import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, queryOf, routes } from '../../test-support/fake-fetch';
import { renderWithRouter } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { BlockListCard } from './block-list-card';
import { BlockTransactionCard } from './block-transaction-card';
import { chainUrls } from './chain-api';

const H = (c: string) => c.repeat(64);
const BLOCKS = [
  { height: 2, hash: H('b'), time: '2026-11-29T08:00:00.000Z', txCount: 1, treeSize: 3 },
  { height: 1, hash: H('a'), time: '2026-11-29T07:00:00.000Z', txCount: 2, treeSize: 2 },
];
const TX = {
  txId: H('c'),
  seq: 3,
  kind: 'register.event',
  bizTypeName: '股份转让登记',
  time: BLOCKS[0]!.time,
  entry: '{}',
  inclusionProof: [H('d')],
};

screenTestLifecycle();
const SLOW = 20_000;

describe('the explorer’s blocks (as the node serves them)', () => {
  it(
    'lists blocks with height, hash, time and count, and opens a block’s transactions',
    async () => {
      const { calls } = renderWithRouter(
        <BlockListCard tenantKey="000000" />,
        routes({
          [chainUrls.blocks]: (request) =>
            envelope({
              records: BLOCKS,
              total: 2,
              current: Number(queryOf(request).get('current')),
              size: 10,
              pages: 1,
            }),
          [chainUrls.block(2)]: () => envelope({ height: 2, transactions: [TX] }),
        }),
      );
      const table = await screen.findByTestId('chain-blocks');
      expect(await within(table).findByText(`${H('b').slice(0, 16)}…${H('b').slice(-8)}`)).toBeTruthy();
      const rows = within(table).getAllByRole('row');
      expect(rows[1]!.textContent).toContain('2');
      // The shortened hash has a copy button (the whole hash is what the regulator compares).
      expect(within(rows[1]!).getByRole('button', { name: /复制|Copy/ })).toBeTruthy();
      fireEvent.click(within(rows[1]!).getByRole('button', { name: /展开|Expand/ }));
      const txs = await screen.findByTestId('block-2-transactions');
      const link = await within(txs).findByRole('link');
      expect(link.getAttribute('href')).toBe(`/areaBlockChainDetail/${H('c')}`);
      expect(txs.textContent).toContain('股份转让登记');
      expect(calls.some((c) => c.url.includes('/chain/blocks/1'))).toBe(false);
    },
    SLOW,
  );

  it(
    'shows a transaction’s block and proof, or that it waits for a block',
    async () => {
      const confirmed = {
        height: 2,
        blockHash: H('b'),
        proof: { treeSize: 3, inclusionProof: [H('d')], checkpoint: '', origin: '' },
      };
      renderWithRouter(
        <BlockTransactionCard txId={H('c')} tenantKey="000000" />,
        routes({ [chainUrls.transaction(H('c'))]: () => envelope({ ...TX, ...confirmed }) }),
      );
      const card = await screen.findByTestId('block-transaction');
      expect(card.textContent).toContain(H('b'));
      expect(card.textContent).toContain(H('d'));
    },
    SLOW,
  );

  it(
    'says a transaction is not in a block yet',
    async () => {
      renderWithRouter(
        <BlockTransactionCard txId={H('e')} tenantKey="000000" />,
        routes({
          [chainUrls.transaction(H('e'))]: () =>
            envelope({ ...TX, height: null, blockHash: null, proof: null }),
        }),
      );
      expect((await screen.findByTestId('block-transaction')).textContent).toContain('尚未出块');
    },
    SLOW,
  );
});
