import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StepStatus, VerificationReport } from './verify';

const COLOURS: Record<StepStatus, string> = {
  pass: 'success',
  fail: 'error',
  warn: 'warning',
  skip: 'default',
};

/** 验证通过 / 验证失败 with the reason, then each step with its status and what was computed. */
export function VerificationResult({ report }: { report: VerificationReport }) {
  const { t } = useTranslation();
  const warned = report.ok && report.steps.some((s) => s.status === 'warn');
  return (
    <div data-testid="verification-result" style={{ marginTop: 12 }}>
      <Alert
        showIcon
        type={report.ok ? (warned ? 'warning' : 'success') : 'error'}
        data-testid={report.ok ? 'verification-ok' : 'verification-failed'}
        title={
          report.ok ? t('evidence.verified') : t('evidence.failedReason', { reason: report.reason ?? '' })
        }
        description={warned ? t('evidence.warnings') : undefined}
      />
      {report.steps.length > 0 && (
        <ol style={{ paddingInlineStart: 20, marginTop: 12 }}>
          {report.steps.map((step) => (
            <li
              key={step.key}
              data-testid={`step-${step.key}`}
              data-status={step.status}
              style={{ marginBottom: 6 }}
            >
              <strong>{t(`evidence.step.${step.key}`)}</strong>{' '}
              <Tag color={COLOURS[step.status]}>{t(`evidence.status.${step.status}`)}</Tag>
              <div style={{ wordBreak: 'break-all', color: 'rgba(0,0,0,0.65)' }}>{step.detail}</div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
