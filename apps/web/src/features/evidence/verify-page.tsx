import { PictureOutlined } from '@ant-design/icons';
import type { LedgerReceipt } from '@rer/domain';
import { Alert, Button, Card, Input, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CancelledError, EnvelopeError } from '../../lib/http';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { ledgerApi } from './api';
import { CertificateVerifyCard } from './certificate-verify-card';
import { kindLabel, prettyEntry } from './labels';
import { LatestCheckpointCard } from './latest-checkpoint-card';
import { decodeQrImage } from './qr-decode';
import { receiptJson } from './receipt-block';
import { readReceiptInput } from './receipt-input';
import { useReceiptVerification } from './use-verification';
import { VerificationResult } from './verification-result';

const kindOf = (entry: string): string | null => {
  try {
    const value = JSON.parse(entry) as { kind?: unknown };
    return typeof value.kind === 'string' ? value.kind : null;
  } catch {
    return null;
  }
};

/**
 * 存证验证 (public, no login): a receipt pasted, read from a QR code image, or fetched by its
 * evidence hash (`?hash=`, the QR link) is verified in this browser against the platform's latest
 * checkpoint, step by step.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const tenantId = useEffectiveTenantId();
  const [params] = useSearchParams();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verified, setVerified] = useState<LedgerReceipt | null>(null);
  const verification = useReceiptVerification();
  const { run, reset } = verification;

  const check = async (raw: string, source: string | null = null) => {
    reset();
    setProblem(null);
    setVerified(null);
    setNotice(source);
    const input = readReceiptInput(raw);
    if (input.kind === 'error') {
      setProblem(input.message);
      return;
    }
    let receipt = input.kind === 'receipt' ? input.receipt : null;
    if (input.kind === 'hash') {
      try {
        const answer = await ledgerApi.entry(input.leafHash);
        receipt = answer.receipt;
      } catch (error) {
        if (error instanceof CancelledError) return;
        setProblem(error instanceof EnvelopeError ? error.message : '网络或服务异常，请稍后重试');
        return;
      }
      if (!receipt) {
        setProblem(t('evidence.noReceipt'));
        return;
      }
      setText(receiptJson(receipt));
      setNotice(source ?? t('evidence.verifyPage.loadedByHash'));
    }
    if (receipt) {
      setVerified(receipt);
      await run(receipt);
    }
  };

  // The QR link `?hash=…` verifies as soon as the host's tenant is known.
  const hashParam = params.get('hash');
  const started = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: check is recreated each render; the ref keeps one run per link
  useEffect(() => {
    if (!hashParam || tenantId === undefined || started.current === hashParam) return;
    started.current = hashParam;
    setText(hashParam);
    void check(hashParam);
  }, [hashParam, tenantId]);

  const readImage = async (file: File) => {
    let decoded: string | null = null;
    try {
      decoded = await decodeQrImage(file);
    } catch {
      decoded = null;
    }
    if (!decoded) {
      reset();
      setVerified(null);
      setNotice(null);
      setProblem(t('evidence.verifyPage.qrNotFound'));
      return;
    }
    setText(decoded);
    await check(decoded, t('evidence.verifyPage.qrRead'));
  };

  const kind = verified ? kindOf(verified.entry) : null;
  return (
    <Space
      orientation="vertical"
      size={16}
      style={{ width: '100%', maxWidth: 960, margin: '24px auto', display: 'flex' }}
    >
      <Card title={t('evidence.verifyPage.title')}>
        <Typography.Paragraph type="secondary">{t('evidence.verifyPage.intro')}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t('evidence.verifyPage.input')}
          placeholder={t('evidence.verifyPage.placeholder')}
          value={text}
          autoSize={{ minRows: 6, maxRows: 16 }}
          style={{ fontFamily: 'monospace', fontSize: 12 }}
          onChange={(e) => setText(e.target.value)}
        />
        <Space wrap style={{ marginTop: 12 }}>
          <Button
            type="primary"
            loading={verification.running}
            disabled={tenantId === undefined}
            onClick={() => void check(text)}
          >
            {verification.running ? t('evidence.verifying') : t('evidence.verify')}
          </Button>
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              void readImage(file);
              return false;
            }}
          >
            <Button icon={<PictureOutlined />} data-testid="qr-image-button">
              {t('evidence.verifyPage.chooseImage')}
            </Button>
          </Upload>
          <Button
            onClick={() => {
              setText('');
              setProblem(null);
              setNotice(null);
              setVerified(null);
              reset();
            }}
          >
            {t('evidence.verifyPage.clear')}
          </Button>
        </Space>
        {notice && <Typography.Paragraph style={{ marginTop: 12 }}>{notice}</Typography.Paragraph>}
        {problem && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            data-testid="verification-failed"
            title={t('evidence.failedReason', { reason: problem })}
          />
        )}
        {verification.report && <VerificationResult report={verification.report} />}
      </Card>
      {verified && verification.report?.ok && (
        <Card title={`${t('evidence.verifyPage.entry')}${kind ? ` · ${kindLabel(t, kind)}` : ''}`}>
          <pre
            data-testid="verified-entry"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, margin: 0 }}
          >
            {prettyEntry(verified.entry)}
          </pre>
        </Card>
      )}
      <CertificateVerifyCard tenantReady={tenantId !== undefined} />
      <LatestCheckpointCard tenantKey={tenantId} />
    </Space>
  );
}
