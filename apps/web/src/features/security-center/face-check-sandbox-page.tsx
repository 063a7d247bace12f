import { Alert, Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { accountApi } from '../../lib/auth/account-api';

/**
 * The face-check sandbox (FACE_CHECK_PROVIDER=sandbox; the server refuses it in production): stands in for
 * the provider's liveness page and lets the tester choose the outcome.
 */
export default function FaceCheckSandboxPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const certifyId = params.get('certifyId') ?? '';
  const [done, setDone] = useState(false);

  async function report(passed: boolean) {
    const answer = await accountApi.faceSandboxComplete(certifyId, passed).catch(() => null);
    if (!answer?.success) return;
    setDone(true);
    if (window.opener) window.close();
  }

  return (
    <div className="rer-login">
      <Card
        className="rer-login-card"
        title={
          <Space>
            {t('account.faceSandboxTitle')}
            <Tag color="orange" data-testid="face-sandbox">
              {t('auth.sandbox')}
            </Tag>
          </Space>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message={t('account.faceSandboxHint')} />
          {done ? (
            <Alert type="success" message={t('account.faceDone')} />
          ) : (
            <Space>
              <Button type="primary" disabled={!certifyId} onClick={() => void report(true)}>
                {t('account.facePass')}
              </Button>
              <Button danger disabled={!certifyId} onClick={() => void report(false)}>
                {t('account.faceFail')}
              </Button>
            </Space>
          )}
        </Space>
      </Card>
    </div>
  );
}
