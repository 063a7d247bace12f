import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { ledgerApi } from './api';
import { BlockTransactionCard } from './block-transaction-card';
import { formatTime, kindLabel, prettyEntry } from './labels';
import { ReceiptBlock } from './receipt-block';
import { useLedgerScopeKey } from './statement-query';
import { useReceiptVerification } from './use-verification';
import { VerificationResult } from './verification-result';

const HEX64 = /^[0-9a-fA-F]{64}$/;
const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/**
 * 存证详情 (/areaBlockChainDetail/{transHash}, 002 §2.3): one entry by its leaf hash — its canonical
 * JSON (personal data only as commitments), leaf hash, kind, business references and receipt — and
 * 验证, which recomputes the proof in this browser.
 */
export default function EntryDetailPage() {
  const { t } = useTranslation();
  const { transHash = '' } = useParams();
  const valid = HEX64.test(transHash);
  const hash = transHash.toLowerCase();
  const [tenantId] = useLedgerScopeKey();
  const answer = useQuery({
    queryKey: ['evidence', 'entry', tenantId, hash],
    queryFn: ({ signal }) => ledgerApi.entry(hash, signal),
    enabled: valid,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const verification = useReceiptVerification();
  const isStaff = useSession((s) => s.landingMode) === 'mgr';
  if (!valid) return <Alert type="error" showIcon title={t('evidence.detail.badHash')} />;
  const entry = answer.data?.entry;
  const receipt = answer.data?.receipt ?? null;
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '—' : String(value);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('evidence.detail.title')} loading={answer.isPending && !answer.isError}>
        {entry && (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            data-testid="entry-fields"
            items={[
              {
                key: 'leafHash',
                label: t('evidence.detail.leafHash'),
                span: 2,
                children: <span style={mono}>{entry.leafHash}</span>,
              },
              { key: 'seq', label: t('evidence.field.seq'), children: entry.seq },
              { key: 'leafIndex', label: t('evidence.detail.leafIndex'), children: entry.seq - 1 },
              { key: 'kind', label: t('evidence.field.kind'), children: kindLabel(t, entry.kind) },
              {
                key: 'bizTypeName',
                label: t('evidence.field.bizTypeName'),
                children: text(entry.bizTypeName),
              },
              { key: 'bizSn', label: t('evidence.field.bizSn'), children: text(entry.bizSn) },
              { key: 'appId', label: t('evidence.field.appId'), children: text(entry.appId) },
              {
                key: 'uuid',
                label: t('evidence.field.uuid'),
                children: <span style={mono}>{text(entry.uuid)}</span>,
              },
              {
                key: 'companyId',
                label: t('evidence.field.companyId'),
                children: entry.companyName ?? <span style={mono}>{text(entry.companyId)}</span>,
              },
              {
                key: 'createdAt',
                label: t('evidence.field.recordedAt'),
                children: formatTime(entry.createdAt),
              },
            ]}
          />
        )}
      </Card>
      {entry && (
        <Card title={t('evidence.detail.entryJson')}>
          <pre data-testid="entry-json" style={{ ...mono, whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>
            {receipt ? prettyEntry(receipt.entry) : '—'}
          </pre>
        </Card>
      )}
      {entry && isStaff && <BlockTransactionCard txId={hash} tenantKey={tenantId} />}
      {entry && (
        <Card title={t('evidence.receipt')}>
          {receipt ? (
            <>
              <ReceiptBlock receipt={receipt} />
              <Button
                type="primary"
                style={{ marginTop: 12 }}
                loading={verification.running}
                onClick={() => void verification.run(receipt)}
              >
                {verification.running ? t('evidence.verifying') : t('evidence.verify')}
              </Button>
              {verification.report && <VerificationResult report={verification.report} />}
            </>
          ) : (
            <span>{t('evidence.noReceipt')}</span>
          )}
        </Card>
      )}
    </Space>
  );
}
