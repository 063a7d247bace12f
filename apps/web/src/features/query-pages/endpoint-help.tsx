import type { QueryEndpointInfo } from '@rer/contracts';
import { Collapse, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowActionNames } from './row-actions';

/** The registered endpoints (with their parameters and row fields) and row actions, for the configurator. */
export function EndpointHelp({ endpoints }: { endpoints: readonly QueryEndpointInfo[] }) {
  const { t } = useTranslation();
  return (
    <Collapse
      size="small"
      items={[
        ...endpoints.map((endpoint) => ({
          key: endpoint.name,
          label: (
            <span>
              <Typography.Text code>{endpoint.name}</Typography.Text> {endpoint.title}
            </span>
          ),
          children: (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('queryConfig.access')}>{endpoint.access}</Descriptions.Item>
              <Descriptions.Item label={t('queryConfig.params')}>
                {endpoint.params.map((p) => `${p.name}（${p.label}）`).join('、') || '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('queryConfig.columns')}>
                {endpoint.columns.map((c) => `${c.prop}（${c.label}）`).join('、') || '—'}
              </Descriptions.Item>
            </Descriptions>
          ),
        })),
        {
          key: '__actions',
          label: t('queryConfig.actions'),
          children: rowActionNames().join('、'),
        },
      ]}
    />
  );
}
