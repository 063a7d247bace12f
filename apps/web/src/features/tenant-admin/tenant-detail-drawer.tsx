import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { tenantAdminApi } from './api';

/** 租户详情: the tenant as stored, with its host names and the restricted city's name. */
export function TenantDetailDrawer(props: { tenantId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['tenant-admin', 'detail', props.tenantId],
    queryFn: ({ signal }) => tenantAdminApi.detail(props.tenantId!, signal),
    enabled: props.tenantId !== null,
  });
  const record = detail.data;
  return (
    <Drawer
      open={props.tenantId !== null}
      title={t('tenantAdmin.detail')}
      onClose={props.onClose}
      width={480}
    >
      {record && (
        <Descriptions column={1} size="small" bordered data-testid="tenant-detail">
          <Descriptions.Item label={t('tenantAdmin.tenantId')}>{record.tenantId}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.tenantName')}>{record.tenantName}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.domains')}>
            {record.domains.length > 0
              ? record.domains.map((d) => <Tag key={d}>{d}</Tag>)
              : t('tenantAdmin.noDomains')}
          </Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.isSharedPlatform')}>
            {record.isSharedPlatform ? t('tenantAdmin.yes') : t('tenantAdmin.no')}
          </Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.forcedTheme')}>
            {record.forcedTheme ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.restrictedCity')}>
            {record.restrictedCityCode
              ? `${record.restrictedCityName ?? ''}（${record.restrictedCityCode}）`
              : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.status')}>
            {record.status === 1 ? (
              <Tag color="green">{t('tenantAdmin.enabled')}</Tag>
            ) : (
              <Tag color="red">{t('tenantAdmin.disabled')}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.version')}>{record.version}</Descriptions.Item>
          <Descriptions.Item label={t('tenantAdmin.updateTime')}>
            {new Date(record.updateTime).toLocaleString('zh-CN')}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
