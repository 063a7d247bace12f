import type { ImportRowError, RegisterImportRefusal, RegisterImportResult } from '@rer/contracts';
import { Alert, Button, Result, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShares } from '../../lib/format';
import { saveDownloadedFile } from '../../lib/http';
import { DISPLAY_PAGE_SIZE_OPTIONS, reportBlob } from './register-rules';

/** The summary of an accepted import. */
export function ImportSuccess({ result }: { result: RegisterImportResult }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('shareRegister.import.successTitle')}
      subTitle={t('shareRegister.import.successSummary', {
        ...result,
        issuedShares: formatShares(result.issuedShares),
      })}
      extra={
        <Link to={`/shareRegister?companyId=${result.companyId}`}>
          {t('shareRegister.import.viewRegister')}
        </Link>
      }
    />
  );
}

/** A refused import: the server's message, the row-level problems and the report workbook. */
export function ImportRefused({
  message,
  refusal,
}: {
  message: string;
  refusal: RegisterImportRefusal | null;
}) {
  const { t } = useTranslation();
  const report = refusal?.report;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="import-refused">
      <Alert
        type="error"
        showIcon
        message={t('shareRegister.import.failedTitle')}
        description={
          <Space direction="vertical">
            <span>{message}</span>
            {refusal ? (
              <span>{t('shareRegister.import.errorCount', { count: refusal.errorCount })}</span>
            ) : null}
          </Space>
        }
        action={
          report ? (
            <Button
              onClick={() =>
                saveDownloadedFile({
                  blob: reportBlob(report),
                  filename: report.fileName,
                  contentType: report.contentType,
                })
              }
            >
              {t('shareRegister.import.downloadReport')}
            </Button>
          ) : null
        }
      />
      {refusal ? (
        <Table<ImportRowError>
          rowKey={(row) => `${row.row}:${row.field}:${row.message}`}
          size="small"
          dataSource={refusal.errors}
          pagination={{ pageSizeOptions: DISPLAY_PAGE_SIZE_OPTIONS, showSizeChanger: true }}
          columns={[
            { title: t('shareRegister.import.row'), dataIndex: 'row', key: 'row', width: 90 },
            { title: t('shareRegister.import.field'), dataIndex: 'field', key: 'field', width: 160 },
            { title: t('shareRegister.import.message'), dataIndex: 'message', key: 'message' },
          ]}
        />
      ) : null}
    </Space>
  );
}
