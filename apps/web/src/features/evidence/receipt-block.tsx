import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { LedgerReceipt } from '@rer/domain';
import { Button, Collapse, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { message } from '../../lib/feedback';
import { VERIFY_PATH, verifyLinkOf } from './receipt-input';

/** The receipt as people keep it: pretty JSON (the verifier reads it back with JSON.parse). */
export const receiptJson = (receipt: LedgerReceipt): string => JSON.stringify(receipt, null, 2);

function downloadReceipt(receipt: LedgerReceipt): void {
  const url = URL.createObjectURL(new Blob([receiptJson(receipt)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `evidence-receipt-${receipt.leafHash.slice(0, 16)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The receipt block: copy or download the receipt JSON, and a QR code of the public verification
 * link (drawn by antd's QRCode, no extra dependency) that the verification page can read back.
 */
export function ReceiptBlock({ receipt }: { receipt: LedgerReceipt }) {
  const { t } = useTranslation();
  const link = verifyLinkOf(receipt.leafHash);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receiptJson(receipt));
      message.success(t('evidence.copied'));
    } catch {
      message.warning(t('evidence.copyFailed'));
    }
  };
  return (
    <div
      data-testid="receipt-block"
      style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <div style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Space wrap>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('evidence.copy')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => downloadReceipt(receipt)}>
            {t('evidence.download')}
          </Button>
          <Link to={`${VERIFY_PATH}?hash=${receipt.leafHash}`} target="_blank" rel="noopener">
            {t('evidence.openVerifyPage')}
          </Link>
        </Space>
        <Collapse
          size="small"
          style={{ marginTop: 12 }}
          items={[
            {
              key: 'json',
              label: t('evidence.showJson'),
              children: (
                <Typography.Paragraph copyable={false} style={{ marginBottom: 0 }}>
                  <pre
                    data-testid="receipt-json"
                    style={{ maxHeight: 240, overflow: 'auto', fontSize: 12, margin: 0 }}
                  >
                    {receiptJson(receipt)}
                  </pre>
                </Typography.Paragraph>
              ),
            },
          ]}
        />
      </div>
      <figure style={{ margin: 0, textAlign: 'center' }}>
        <QRCode data-testid="receipt-qr" value={link} size={148} bordered={false} errorLevel="M" />
        <figcaption style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>{t('evidence.qrHint')}</figcaption>
      </figure>
    </div>
  );
}
