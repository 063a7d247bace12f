import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { usePaging } from '../../lib/paging';
import { type ParamAdminRecord, systemAdminApi } from './api';

interface Values {
  paramKey: string;
  paramName: string;
  paramValue: string;
  remark?: string;
}

/** 系统参数 (administrators): search, page, change a value at the version read, add a parameter. */
export default function ParamAdminPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const { paging, pagination, resetPage } = usePaging({ defaultSize: 10 });
  const [editing, setEditing] = useState<ParamAdminRecord | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const list = useQuery({
    queryKey: ['system-admin', 'params', search, paging],
    queryFn: ({ signal }) => systemAdminApi.params({ ...paging, paramKey: search || undefined }, signal),
  });

  const open = (record: ParamAdminRecord | 'new') => {
    setEditing(record);
    form.setFieldsValue(
      record === 'new'
        ? { paramKey: '', paramName: '', paramValue: '', remark: '' }
        : {
            paramKey: record.paramKey,
            paramName: record.paramName,
            paramValue: record.paramValue,
            remark: record.remark ?? '',
          },
    );
  };
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || editing === null) return;
    setSaving(true);
    try {
      const answer = await systemAdminApi
        .submitParam({
          ...values,
          remark: values.remark ?? null,
          ...(editing === 'new' ? {} : { version: editing.version }),
        })
        .catch(() => null);
      if (answer?.success) {
        void message.success(t('systemAdmin.saved'));
        setEditing(null);
        await client.invalidateQueries({ queryKey: ['system-admin', 'params'] });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('route.paramAdmin')}
      data-testid="param-admin"
      extra={
        <Button type="primary" onClick={() => open('new')}>
          {t('systemAdmin.addParam')}
        </Button>
      }
    >
      <Input.Search
        allowClear
        placeholder={t('systemAdmin.searchParam')}
        onSearch={(value) => {
          setSearch(value.trim());
          resetPage();
        }}
        style={{ marginBottom: 12, maxWidth: 360 }}
      />
      <Table<ParamAdminRecord>
        rowKey="paramKey"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        pagination={pagination(list.data?.total)}
        columns={[
          { title: t('systemAdmin.paramKey'), dataIndex: 'paramKey' },
          { title: t('systemAdmin.paramName'), dataIndex: 'paramName' },
          { title: t('systemAdmin.paramValue'), dataIndex: 'paramValue', ellipsis: true },
          {
            title: t('systemAdmin.public'),
            dataIndex: 'isPublic',
            width: 90,
            render: (v: boolean) =>
              v ? <Tag color="green">{t('systemAdmin.yes')}</Tag> : <Tag>{t('systemAdmin.no')}</Tag>,
          },
          {
            title: t('systemAdmin.operation'),
            key: 'op',
            width: 80,
            render: (_, record) => (
              <Button type="link" size="small" onClick={() => open(record)}>
                {t('systemAdmin.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('systemAdmin.addParam') : t('systemAdmin.editParam')}
        okText={t('systemAdmin.save')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" data-testid="param-form">
          <Form.Item
            name="paramKey"
            label={t('systemAdmin.paramKey')}
            rules={[{ required: true, message: t('systemAdmin.paramKeyRequired') }]}
          >
            <Input disabled={editing !== 'new'} maxLength={128} />
          </Form.Item>
          <Form.Item
            name="paramName"
            label={t('systemAdmin.paramName')}
            rules={[{ required: true, whitespace: true, message: t('systemAdmin.paramNameRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="paramValue" label={t('systemAdmin.paramValue')}>
            <Input.TextArea maxLength={4000} autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
          <Form.Item name="remark" label={t('systemAdmin.remark')}>
            <Input maxLength={255} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
