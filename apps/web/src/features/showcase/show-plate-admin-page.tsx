import type { ShowPlateRow } from '@rer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Modal, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { message } from '../../lib/feedback';
import { type ShowPlateInput, showPlateApi } from './api';

const KEY = ['show-plates', 'admin'];

/**
 * 展示板块管理 (/showPlateAdmin, register staff; ADR 80): the tenant's show plates, which 550092
 * offers and the public showcase filters by. A plate's code never changes (companies hold it); a
 * plate with displayed companies cannot be switched off (the server says so).
 */
export default function ShowPlateAdminPage() {
  const queryClient = useQueryClient();
  const plates = useQuery({ queryKey: KEY, queryFn: ({ signal }) => showPlateApi.list(signal) });
  const [editing, setEditing] = useState<ShowPlateRow | 'new' | null>(null);
  const [form] = Form.useForm<ShowPlateInput & { enabled: boolean }>();
  const [saving, setSaving] = useState(false);

  const open = (row: ShowPlateRow | 'new') => {
    setEditing(row);
    form.setFieldsValue(
      row === 'new'
        ? { code: '', name: '', sortOrder: 0, enabled: true }
        : { code: row.code, name: row.name, sortOrder: row.sortOrder, enabled: row.status === 1 },
    );
  };
  const save = async () => {
    const values = await form.validateFields();
    const base = editing !== 'new' && editing ? { id: editing.id, version: editing.version } : {};
    setSaving(true);
    try {
      const answer = await showPlateApi.submit({
        ...base,
        code: values.code.trim(),
        name: values.name.trim(),
        sortOrder: values.sortOrder ?? 0,
        status: values.enabled ? 1 : 0,
      });
      if (!answer.success) return;
      message.success('保存成功');
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: KEY });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title="展示板块管理"
      extra={
        <Button type="primary" onClick={() => open('new')} data-testid="show-plate-new">
          新增板块
        </Button>
      }
    >
      <Table<ShowPlateRow>
        rowKey="id"
        size="small"
        loading={plates.isFetching}
        dataSource={plates.data ?? []}
        pagination={false}
        data-testid="show-plate-table"
        columns={[
          { title: '板块代码', dataIndex: 'code' },
          { title: '板块名称', dataIndex: 'name' },
          { title: '排序', dataIndex: 'sortOrder', align: 'right' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: number) => (s === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          { title: '展示中企业（家）', dataIndex: 'shownCompanies', align: 'right' },
          {
            title: '操作',
            key: 'edit',
            render: (_: unknown, row) => (
              <Button type="link" onClick={() => open(row)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新增展示板块' : '编辑展示板块'}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="show-plate-form">
          <Form.Item
            name="code"
            label="板块代码"
            rules={[
              { required: true, message: '请填写板块代码' },
              { pattern: /^[A-Za-z0-9_]{2,20}$/, message: '应为2到20位字母、数字或下划线' },
            ]}
          >
            <Input disabled={editing !== 'new'} maxLength={20} />
          </Form.Item>
          <Form.Item
            name="name"
            label="板块名称"
            rules={[{ required: true, whitespace: true, message: '请填写板块名称' }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="sortOrder" label="排序">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
