import type { SectorView } from '@rer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { listingApi } from './api';

type Editing = { sector: SectorView | null } | null;

/** The boards with their featured sub-sectors as children (antd's tree rows). */
export function sectorTree(list: readonly SectorView[]) {
  return list
    .filter((s) => s.parentSector === null)
    .map((board) => {
      const children = list.filter((s) => s.parentSector === board.code);
      return { ...board, ...(children.length > 0 ? { children } : {}) };
    });
}

function SectorDialog({
  editing,
  boards,
  onClose,
}: {
  editing: Editing;
  boards: SectorView[];
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [form] = Form.useForm();
  const sector = editing?.sector ?? null;
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      listingApi.submitSector({ ...values, ...(sector ? { version: sector.version } : {}) }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['sector-admin'] });
      onClose();
    },
  });
  const parent = Form.useWatch('parentSector', form) as string | undefined;
  return (
    <Modal
      open={editing !== null}
      title={sector ? `修改板块：${sector.sectorName}` : '新增板块'}
      onCancel={onClose}
      onOk={() => void form.validateFields().then((v) => save.mutate(v))}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={sector ?? { status: '1', sort: 0 }}
        data-testid="sector-form"
      >
        <Form.Item name="code" label="板块代码" rules={[{ required: true, message: '请输入板块代码' }]}>
          <Input disabled={sector !== null} maxLength={20} placeholder="如 CXB" />
        </Form.Item>
        <Form.Item name="sectorName" label="板块名称" rules={[{ required: true, message: '请输入板块名称' }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="parentSector" label="所属板块（特色板块填写）">
          <Select
            allowClear
            disabled={sector !== null}
            options={boards.map((b) => ({ value: b.code, label: b.sectorName }))}
            placeholder="一级板块不选"
          />
        </Form.Item>
        {!parent && (
          <Form.Item name="codePrefix" label="挂牌代码前缀（两位数字）">
            <Input maxLength={2} />
          </Form.Item>
        )}
        <Form.Item name="status" label="状态">
          <Select
            options={[
              { value: '1', label: '启用' },
              { value: '0', label: '停用' },
            ]}
          />
        </Form.Item>
        <Form.Item name="sort" label="排序">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        <Form.Item name="description" label="板块说明">
          <Input.TextArea maxLength={200} />
        </Form.Item>
      </Form>
      {save.isError && <Alert type="error" showIcon title={(save.error as Error).message} />}
    </Modal>
  );
}

/**
 * 板块管理 (/sectorAdmin, management menu 挂牌管理, register staff; ADR 79): the boards (with their
 * listing-code prefix) and featured sub-sectors; add, edit at the version read, enable or disable.
 * The public showcase and the listing form read the enabled ones.
 */
export default function SectorAdminPage() {
  const sectors = useQuery({
    queryKey: ['sector-admin'],
    queryFn: ({ signal }) => listingApi.sectors(signal),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const list = sectors.data ?? [];
  return (
    <Card
      title="板块管理"
      extra={
        <Button type="primary" onClick={() => setEditing({ sector: null })} data-testid="sector-add">
          新增板块
        </Button>
      }
    >
      {sectors.isError && <Alert type="error" showIcon title={(sectors.error as Error).message} />}
      <Table
        rowKey="code"
        size="small"
        loading={sectors.isPending}
        dataSource={sectorTree(list)}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          { title: '板块名称', dataIndex: 'sectorName' },
          { title: '板块代码', dataIndex: 'code' },
          {
            title: '挂牌代码前缀',
            dataIndex: 'codePrefix',
            render: (v: string | null) => v ?? '（同所属板块）',
          },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: string) => (v === '1' ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          { title: '排序', dataIndex: 'sort' },
          { title: '说明', dataIndex: 'description' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row: SectorView) => (
              <Button type="link" size="small" onClick={() => setEditing({ sector: row })}>
                修改
              </Button>
            ),
          },
        ]}
      />
      <SectorDialog
        editing={editing}
        boards={list.filter((s) => s.parentSector === null)}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
