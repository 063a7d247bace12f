import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Input, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { message } from '../../lib/feedback';
import {
  ConfigCheckAlert,
  type SaveProblem,
  SaveProblemAlert,
  saveProblemOf,
} from '../../widgets/config-check-alerts';
import { pageConfigQuery, queryPageApi, queryPageKeys } from './api';
import { newPageTemplate, validatePageConfigText } from './config-validation';
import { EndpointHelp } from './endpoint-help';
import { QueryTable } from './query-table';
import { useTenantId } from './use-tenant';

/**
 * `/queryConfig/edit/:pageKey` and `/queryConfig/add` (administrators): the page configuration as
 * JSON, checked as it is typed against the domain's schema (Chinese errors naming the path) with
 * a live preview of the table, saved as a new version (409 when someone saved first).
 */
export default function QueryConfigPage() {
  const { pageKey } = useParams();
  // A new page key starts a new editor (no text carried over from the previous page).
  return <QueryConfigEditor key={pageKey ?? '__new'} pageKey={pageKey} />;
}

function QueryConfigEditor({ pageKey }: { pageKey: string | undefined }) {
  const { t } = useTranslation();
  const isNew = pageKey === undefined;
  const navigate = useNavigate();
  const tenantId = useTenantId();
  const client = useQueryClient();
  const stored = useQuery({ ...pageConfigQuery(tenantId, pageKey ?? ''), enabled: !isNew, staleTime: 0 });
  const endpoints = useQuery({
    queryKey: queryPageKeys.endpoints(tenantId),
    queryFn: ({ signal }) => queryPageApi.endpoints(signal),
  });
  const [text, setText] = useState<string | null>(isNew ? newPageTemplate() : null);
  const [expectedVersion, setExpectedVersion] = useState(0);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (stored.data && text === null) {
      setText(JSON.stringify(stored.data.config, null, 2));
      setExpectedVersion(stored.data.version);
    }
  }, [stored.data, text]);

  const names = endpoints.data?.map((e) => e.name);
  const checked = useMemo(() => (text === null ? null : validatePageConfigText(text, names)), [text, names]);

  const reload = async () => {
    setProblem(null);
    setText(null);
    await client.invalidateQueries({ queryKey: queryPageKeys.config(tenantId, pageKey ?? '') });
  };

  const save = async () => {
    if (!checked?.ok) return;
    setSaving(true);
    setProblem(null);
    try {
      const key = checked.config.pageKey;
      const answer = await queryPageApi
        .save({ pageKey: isNew ? key : (pageKey ?? key), expectedVersion, config: JSON.parse(text ?? '{}') })
        .catch(() => null);
      if (answer?.success) {
        void message.success(t('queryConfig.saved', { version: answer.data.version }));
        setExpectedVersion(answer.data.version);
        void client.invalidateQueries({ queryKey: ['queryPage', tenantId] });
        if (isNew) void navigate(`/queryConfig/edit/${key}`, { replace: true });
      } else if (answer) {
        setProblem(saveProblemOf(answer));
      }
    } finally {
      setSaving(false);
    }
  };

  if (!isNew && stored.isPending) return <Skeleton active />;
  if (!isNew && stored.isError) return <Alert type="error" showIcon title={t('queryPages.loadFailed')} />;

  const errors = checked && !checked.ok ? checked.errors : [];
  return (
    <Row gutter={16} data-testid="query-config">
      <Col xs={24} xl={10}>
        <Card
          title={isNew ? t('route.queryConfigAdd') : `${t('route.queryConfigEdit')}：${pageKey}`}
          extra={
            <Typography.Text type="secondary">
              {t('queryConfig.baseVersion', { version: expectedVersion })}
            </Typography.Text>
          }
        >
          <Input.TextArea
            aria-label={t('queryConfig.json')}
            value={text ?? ''}
            onChange={(event) => setText(event.target.value)}
            autoSize={{ minRows: 18, maxRows: 36 }}
            spellCheck={false}
            style={{ fontFamily: 'monospace', fontSize: 12 }}
          />
          <ConfigCheckAlert
            testId="query-config-check"
            errors={errors.length > 0 ? errors : null}
            invalidTitle={(count) => t('queryConfig.invalid', { count })}
            validTitle={t('queryConfig.valid')}
          />
          <SaveProblemAlert
            problem={problem}
            conflictTitle={t('queryConfig.conflict')}
            reloadLabel={t('queryConfig.reload')}
            onReload={() => void reload()}
          />
          <Space style={{ marginTop: 12 }}>
            <Button
              onClick={() =>
                text !== null && checked?.ok && setText(JSON.stringify(JSON.parse(text), null, 2))
              }
            >
              {t('queryConfig.format')}
            </Button>
            <Button type="primary" loading={saving} disabled={!checked?.ok} onClick={() => void save()}>
              {t('queryConfig.save')}
            </Button>
            {!isNew ? <Link to={`/queryPage/${pageKey}`}>{t('queryConfig.open')}</Link> : null}
          </Space>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('queryConfig.endpoints')}
          </Typography.Title>
          <EndpointHelp endpoints={endpoints.data ?? []} />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card title={t('queryConfig.preview')} data-testid="query-config-preview">
          {checked?.ok ? (
            <QueryTable
              key={text ?? ''}
              config={checked.config}
              version={expectedVersion}
              urlQuery={{}}
              tenantId={tenantId}
              preview
            />
          ) : (
            <Typography.Text type="secondary">{t('queryConfig.previewUnavailable')}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
