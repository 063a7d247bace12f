import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chainApi } from './chain-api';

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/**
 * 所在区块与证明 (/areaBlockChainDetail/{transHash}, staff): the transaction as the node serves it —
 * its block's height and hash, and its Merkle proof under the block's checkpoint.
 */
export function BlockTransactionCard({ txId, tenantKey }: { txId: string; tenantKey: string | null }) {
  const { t } = useTranslation();
  const tx = useQuery({
    queryKey: ['chain', 'transaction', tenantKey, txId],
    queryFn: ({ signal }) => chainApi.transaction(txId, signal),
    meta: { errorMessage: 'data.fetchFailed' },
  });
  if (!tx.data) return null;
  const { height, blockHash, proof } = tx.data;
  return (
    <Card title={t('evidence.chain.inBlock')} data-testid="block-transaction">
      {height === null ? (
        <span>{t('evidence.chain.pending')}</span>
      ) : (
        <Descriptions
          size="small"
          bordered
          column={1}
          items={[
            { key: 'height', label: t('evidence.chain.height'), children: height },
            {
              key: 'hash',
              label: t('evidence.chain.hash'),
              children: (
                <Typography.Text style={mono} copyable>
                  {blockHash}
                </Typography.Text>
              ),
            },
            { key: 'treeSize', label: t('evidence.chain.treeSize'), children: proof?.treeSize },
            {
              key: 'proof',
              label: t('evidence.chain.proof'),
              children: (
                <pre style={{ ...mono, whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>
                  {(proof?.inclusionProof ?? []).join('\n') || '—'}
                </pre>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
