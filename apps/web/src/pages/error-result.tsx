import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const subtitleKeys = {
  403: 'errorPage.forbidden',
  404: 'errorPage.notFound',
  500: 'errorPage.serverError',
} as const;

/** The 403 / 404 / 500 pages: status, Chinese explanation and a way back home. */
export function ErrorResult({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="rer-error-page">
      <Result
        status={status}
        title={String(status)}
        subTitle={t(subtitleKeys[status])}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('errorPage.backHome')}
          </Button>
        }
      />
    </main>
  );
}
