import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Divider, Empty, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, kindLabel, readExt5, stepLabel } from './labels';
import { ReceiptBlock } from './receipt-block';
import { statementQuery, useLedgerScopeKey } from './statement-query';
import type { EvidenceStatement } from './types';
import { useReceiptVerification } from './use-verification';
import { VerificationResult } from './verification-result';

export interface EvidenceDialogProps {
  open: boolean;
  onClose: () => void;
  uuid: string;
  appId?: string | undefined;
}

function StatementFields({ statement }: { statement: EvidenceStatement }) {
  const { t } = useTranslation();
  const ext5 = readExt5(statement.ext5);
  const item = (key: string, label: string, value: string | number | null | undefined, mono = false) => ({
    key,
    label,
    children:
      value === null || value === undefined || value === '' ? (
        '—'
      ) : (
        <span style={mono ? { fontFamily: 'monospace', wordBreak: 'break-all' } : undefined}>
          {String(value)}
        </span>
      ),
  });
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="statement-fields"
      items={[
        item('chainHash', t('evidence.field.chainHash'), statement.chainHash, true),
        item('biz_type_name', t('evidence.field.bizTypeName'), statement.biz_type_name),
        item('biz_sn', t('evidence.field.bizSn'), statement.biz_sn),
        item('flowKey', t('evidence.field.flowKey'), statement.flowKey),
        item('appId', t('evidence.field.appId'), statement.appId),
        item('biz_id', t('evidence.field.bizId'), statement.biz_id),
        item('uuid', t('evidence.field.uuid'), statement.uuid),
        item('action', t('evidence.field.action'), stepLabel(t, statement)),
        item('ext', t('evidence.field.kind'), kindLabel(t, statement.ext)),
        item('seq', t('evidence.field.seq'), ext5.seq),
        item('recordedAt', t('evidence.field.recordedAt'), formatTime(ext5.recordedAt)),
        item('origin', t('evidence.field.origin'), ext5.origin ?? statement.receipt?.origin, true),
      ]}
    />
  );
}

/**
 * The 区块链存证 dialog: `statement/getStatementDetail` for the record, the chosen statement's fields
 * (000 §3), its receipt (copy, download, QR) and 验证, which checks the receipt in this browser.
 */
export default function EvidenceDialog({ open, onClose, uuid, appId }: EvidenceDialogProps) {
  const { t } = useTranslation();
  const statements = useQuery({ ...statementQuery(useLedgerScopeKey(), uuid, appId), enabled: open });
  const list = statements.data ?? [];
  const [chosen, setChosen] = useState(0);
  const statement = list[Math.min(chosen, Math.max(list.length - 1, 0))];
  const verification = useReceiptVerification();
  const { reset } = verification;
  // A different statement (or a reopened dialog) starts without an old answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chosen statement and open are the triggers
  useEffect(() => reset(), [reset, statement?.chainHash, open]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={760}
      title={
        <Space>
          <SafetyCertificateOutlined />
          {t('evidence.dialogTitle')}
        </Space>
      }
      destroyOnHidden
    >
      {statements.isPending ? (
        <Typography.Text type="secondary">{t('app.loading')}</Typography.Text>
      ) : !statement ? (
        <Empty description={t('evidence.noStatement')} />
      ) : (
        <>
          {list.length > 1 && (
            <Select
              aria-label={t('evidence.record')}
              style={{ width: '100%', marginBottom: 12 }}
              value={chosen}
              onChange={setChosen}
              options={list.map((s, i) => ({
                value: i,
                label: [stepLabel(t, s), s.biz_type_name, formatTime(readExt5(s.ext5).recordedAt)]
                  .filter(Boolean)
                  .join(' · '),
              }))}
            />
          )}
          <StatementFields statement={statement} />
          <Space style={{ marginTop: 12 }} wrap>
            <Link to={`/areaBlockChainDetail/${statement.chainHash}`} onClick={onClose}>
              {t('evidence.openDetail')}
            </Link>
          </Space>
          <Divider titlePlacement="start">{t('evidence.receipt')}</Divider>
          {statement.receipt ? (
            <>
              <ReceiptBlock receipt={statement.receipt} />
              <Button
                type="primary"
                style={{ marginTop: 12 }}
                loading={verification.running}
                onClick={() => statement.receipt && void verification.run(statement.receipt)}
              >
                {verification.running ? t('evidence.verifying') : t('evidence.verify')}
              </Button>
              {verification.report && <VerificationResult report={verification.report} />}
            </>
          ) : (
            <Typography.Text type="secondary">{t('evidence.noReceipt')}</Typography.Text>
          )}
        </>
      )}
    </Modal>
  );
}
