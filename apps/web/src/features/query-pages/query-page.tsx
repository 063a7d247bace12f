import { parseQueryPageConfig } from '@rer/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { pageConfigQuery } from './api';
import { QueryTable } from './query-table';
import { useTenantId } from './use-tenant';

/** `/queryPage/:pageKey`: the stored page configuration rendered as the query table. */
export default function QueryPage() {
  const { t } = useTranslation();
  const { pageKey = '' } = useParams();
  const [search] = useSearchParams();
  const tenantId = useTenantId();
  const detail = useQuery(pageConfigQuery(tenantId, pageKey));
  const urlQuery = useMemo(() => Object.fromEntries(search.entries()), [search]);
  const parsed = useMemo(
    () => (detail.data ? parseQueryPageConfig(detail.data.config) : null),
    [detail.data],
  );

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError || !parsed) return <Alert type="error" showIcon title={t('queryPages.loadFailed')} />;
  if (!parsed.ok) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('queryPages.invalidConfig')}
        description={parsed.errors.join('；')}
      />
    );
  }
  return (
    <Card title={parsed.config.title} data-testid="query-page">
      <QueryTable
        key={`${pageKey}:${detail.data.version}`}
        config={parsed.config}
        version={detail.data.version}
        urlQuery={urlQuery}
        tenantId={tenantId}
      />
    </Card>
  );
}
