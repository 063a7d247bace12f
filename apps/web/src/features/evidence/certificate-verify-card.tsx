import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Input, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatShares } from '../../lib/format';
import { CancelledError, EnvelopeError } from '../../lib/http';
import { ledgerApi } from './api';
import { checkCertificate, fileSha256 } from './certificate-verify';
import type { HoldingCertificateVerification } from './types';

type Outcome =
  | { kind: 'verified'; answer: HoldingCertificateVerification; byFile: boolean }
  | { kind: 'failed'; reason: string };

const problemOf = (error: unknown) =>
  error instanceof EnvelopeError ? error.message : '网络或服务异常，请稍后重试';

/**
 * 持股证明核验 (ADR 76), on the public /evidence/verify: a certificate number, or the PDF itself
 * (hashed in this browser, never uploaded), looked up and its receipts verified here against the
 * platform's signed checkpoint. A PDF changed in any byte is found by no certificate.
 */
export function CertificateVerifyCard({ tenantReady }: { tenantReady: boolean }) {
  const [params] = useSearchParams();
  const [number, setNumber] = useState(params.get('certificateNo') ?? '');
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (query: { certificateNo: string } | { sha256: string }) => {
    setRunning(true);
    setOutcome(null);
    try {
      const [answer, latest] = await Promise.all([ledgerApi.certificate(query), ledgerApi.latest()]);
      const check = await checkCertificate(answer, latest, 'sha256' in query ? query.sha256 : null);
      setOutcome(
        check.ok
          ? { kind: 'verified', answer, byFile: 'sha256' in query }
          : { kind: 'failed', reason: check.reason ?? '' },
      );
    } catch (error) {
      if (!(error instanceof CancelledError)) setOutcome({ kind: 'failed', reason: problemOf(error) });
    } finally {
      setRunning(false);
    }
  };
  const byNumber = () => {
    const value = number.trim().toUpperCase();
    if (!/^CGZM\d{18}$/.test(value)) {
      setOutcome({ kind: 'failed', reason: '证明编号应为CGZM加18位数字' });
      return;
    }
    void run({ certificateNo: value });
  };

  // A link ?certificateNo=… verifies as soon as the tenant is known.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per link
  useEffect(() => {
    if (started.current || !tenantReady || !params.get('certificateNo')) return;
    started.current = true;
    byNumber();
  }, [tenantReady]);

  return (
    <Card title="持股证明核验" data-testid="certificate-verify">
      <Typography.Paragraph type="secondary">
        输入持股证明上的证明编号，或选择持股证明PDF文件（文件只在本浏览器中计算摘要，不会上传）。
      </Typography.Paragraph>
      <Space wrap>
        <Input
          aria-label="证明编号"
          placeholder="证明编号，如 CGZM2026112901234567890"
          value={number}
          style={{ width: 300 }}
          maxLength={22}
          onChange={(e) => setNumber(e.target.value)}
          onPressEnter={byNumber}
        />
        <Button type="primary" loading={running} disabled={!tenantReady} onClick={byNumber}>
          按证明编号核验
        </Button>
        <Upload
          accept="application/pdf,.pdf"
          showUploadList={false}
          beforeUpload={(file) => {
            void fileSha256(file).then((sha256) => run({ sha256 }));
            return false;
          }}
        >
          <Button icon={<FilePdfOutlined />} disabled={!tenantReady} data-testid="certificate-file-button">
            选择持股证明PDF核验
          </Button>
        </Upload>
      </Space>
      {outcome?.kind === 'failed' && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          data-testid="certificate-verify-failed"
          title={`核验未通过：${outcome.reason}`}
        />
      )}
      {outcome?.kind === 'verified' && (
        <VerifiedCertificate answer={outcome.answer} byFile={outcome.byFile} />
      )}
    </Card>
  );
}

function VerifiedCertificate({
  answer,
  byFile,
}: {
  answer: HoldingCertificateVerification;
  byFile: boolean;
}) {
  const total = answer.holding.total;
  const shares = (value: string) => `${formatShares(value)} 股`;
  return (
    <div data-testid="certificate-verified" style={{ marginTop: 12 }}>
      <Alert
        type="success"
        showIcon
        title={
          byFile
            ? '核验通过：该文件与登记机构开具并存证的持股证明完全一致'
            : '核验通过：该证明编号对应的持股证明已由登记机构开具并存证，请核对下列事实与纸面内容一致'
        }
      />
      <Descriptions size="small" column={2} bordered style={{ marginTop: 12 }}>
        <Descriptions.Item label="证明编号">{answer.certificateNo}</Descriptions.Item>
        <Descriptions.Item label="开具机构">{answer.issuer}</Descriptions.Item>
        <Descriptions.Item label="企业名称">{answer.companyName}</Descriptions.Item>
        <Descriptions.Item label="持有人">{answer.holderName}</Descriptions.Item>
        <Descriptions.Item label="证明日期">{`${answer.asOf}日终`}</Descriptions.Item>
        <Descriptions.Item label="持股总数">{shares(total.held)}</Descriptions.Item>
        <Descriptions.Item label="质押">{shares(total.pledged)}</Descriptions.Item>
        <Descriptions.Item label="司法冻结">{shares(total.frozen)}</Descriptions.Item>
        <Descriptions.Item label="限售锁定">{shares(total.locked)}</Descriptions.Item>
        <Descriptions.Item label="可用">{shares(total.available)}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
