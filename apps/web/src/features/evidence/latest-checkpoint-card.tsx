import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ledgerApi } from './api';
import { formatTime } from './labels';
import { keyIdOf } from './signature';

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/** The latest signed checkpoint (origin, size, root, time) and the key that signs it (public call). */
export function LatestCheckpointCard({ tenantKey }: { tenantKey: string | null | undefined }) {
  const { t } = useTranslation();
  const latest = useQuery({
    queryKey: ['evidence', 'latest', tenantKey ?? null],
    queryFn: ({ signal }) => ledgerApi.latest(signal),
    enabled: tenantKey !== undefined,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const data = latest.data;
  const cp = data?.checkpoint;
  return (
    <Card title={t('evidence.latest.title')} loading={latest.isPending} data-testid="latest-checkpoint">
      {data && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'origin',
              label: t('evidence.latest.origin'),
              children: <span style={mono}>{cp?.origin ?? '—'}</span>,
            },
            {
              key: 'treeSize',
              label: t('evidence.latest.treeSize'),
              children: (
                <span data-testid="latest-tree-size">{cp ? cp.treeSize : t('evidence.latest.none')}</span>
              ),
            },
            {
              key: 'rootHash',
              label: t('evidence.latest.rootHash'),
              children: <span style={mono}>{cp?.rootHash ?? '—'}</span>,
            },
            { key: 'createdAt', label: t('evidence.latest.createdAt'), children: formatTime(cp?.createdAt) },
            { key: 'hashAlg', label: t('evidence.latest.hashAlg'), children: data.hashAlg.toUpperCase() },
            {
              key: 'keyName',
              label: t('evidence.latest.keyName'),
              children: <span style={mono}>{data.keyName}</span>,
            },
            {
              key: 'keyId',
              label: t('evidence.latest.keyId'),
              children: <span style={mono}>{keyIdOf(data) ?? '—'}</span>,
            },
            {
              key: 'publicKey',
              label: t('evidence.latest.publicKey', { alg: data.signatureAlg === 'sm2' ? 'SM2' : 'Ed25519' }),
              children: (
                <span>
                  <Typography.Text copyable style={mono}>
                    {data.publicKey}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('evidence.latest.keyHint')}
                  </Typography.Text>
                </span>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
