import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../lib/config';
import { message } from '../../lib/feedback';
import { usePaging } from '../../lib/paging';
import { useSession } from '../../lib/use-session';
import { submitOf, type TenantRecord, tenantAdminApi } from './api';
import { TenantDetailDrawer } from './tenant-detail-drawer';
import { TenantEditModal } from './tenant-edit-modal';

interface Search {
  tenantId?: string;
  tenantName?: string;
}

/**
 * 租户管理 (issue 20, ADR 42): tenants with their host names. The platform operator (administrator
 * of 000000) adds, edits, disables and enables; another tenant's administrator sees its own
 * tenant (the server refuses its changes with the reason).
 */
export default function TenantAdminPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState<Search>({});
  const { paging, pagination, resetPage } = usePaging({ defaultSize: 10 });
  const [editing, setEditing] = useState<TenantRecord | 'new' | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [form] = Form.useForm<Search>();
  // Only the platform operator (an administrator of the default tenant) changes tenants (ADR 42).
  const operator = (useSession((s) => s.tenantId) ?? appConfig.defaultTenantId) === appConfig.defaultTenantId;
  const list = useQuery({
    queryKey: ['tenant-admin', 'list', search, paging],
    queryFn: ({ signal }) => tenantAdminApi.list({ ...paging, ...search }, signal),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['tenant-admin'] });

  const toggle = (row: TenantRecord) => {
    const enable = row.status !== 1;
    Modal.confirm({
      title: t(enable ? 'tenantAdmin.enableConfirm' : 'tenantAdmin.disableConfirm', { name: row.tenantName }),
      content: enable ? undefined : t('tenantAdmin.disableHint'),
      okText: t(enable ? 'tenantAdmin.enable' : 'tenantAdmin.disable'),
      onOk: async () => {
        const answer = await tenantAdminApi
          .submit(submitOf(row, { status: enable ? 1 : 0 }))
          .catch(() => null);
        if (answer?.success) void message.success(t('tenantAdmin.saved'));
        await refresh();
      },
    });
  };

  return (
    <Card
      title={t('route.tenantAdmin')}
      data-testid="tenant-admin"
      extra={
        operator && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('tenantAdmin.add')}
          </Button>
        )
      }
    >
      {!operator && (
        <Alert type="info" showIcon message={t('tenantAdmin.operatorOnly')} style={{ marginBottom: 12 }} />
      )}
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 12 }}
        onFinish={(values) => {
          setSearch({
            tenantId: values.tenantId?.trim() || undefined,
            tenantName: values.tenantName?.trim() || undefined,
          });
          resetPage();
        }}
      >
        <Form.Item name="tenantId" label={t('tenantAdmin.tenantId')}>
          <Input allowClear maxLength={6} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="tenantName" label={t('tenantAdmin.tenantName')}>
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Button htmlType="submit">{t('tenantAdmin.search')}</Button>
      </Form>
      <Table<TenantRecord>
        rowKey="tenantId"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        pagination={pagination(list.data?.total)}
        columns={[
          { title: t('tenantAdmin.tenantId'), dataIndex: 'tenantId', width: 100 },
          { title: t('tenantAdmin.tenantName'), dataIndex: 'tenantName' },
          {
            title: t('tenantAdmin.domains'),
            dataIndex: 'domains',
            render: (hosts: string[]) => (hosts.length > 0 ? hosts.map((h) => <Tag key={h}>{h}</Tag>) : '—'),
          },
          {
            title: t('tenantAdmin.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: number) =>
              status === 1 ? (
                <Tag color="green">{t('tenantAdmin.enabled')}</Tag>
              ) : (
                <Tag color="red">{t('tenantAdmin.disabled')}</Tag>
              ),
          },
          {
            title: t('tenantAdmin.operation'),
            key: 'op',
            width: 200,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setViewing(row.tenantId)}>
                  {t('tenantAdmin.view')}
                </Button>
                {operator && (
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('tenantAdmin.edit')}
                  </Button>
                )}
                {operator && row.tenantId !== appConfig.defaultTenantId && (
                  <Button type="link" size="small" danger={row.status === 1} onClick={() => toggle(row)}>
                    {t(row.status === 1 ? 'tenantAdmin.disable' : 'tenantAdmin.enable')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <TenantEditModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <TenantDetailDrawer tenantId={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
