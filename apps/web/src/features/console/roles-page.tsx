import type { ConsoleRoleRow } from '@rer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { message } from '../../lib/feedback';
import { consoleApi } from './api';
import RoleMenusDialog from './role-menus-dialog';

interface RoleValues {
  alias?: string;
  name: string;
  workflowRoles: string[];
}

/** 角色管理 (/console/roles): roles of the tenant, the workflow nodes each handles (ADR 39) and its 菜单权限 (ADR 44). */
export default function RolesPage() {
  const client = useQueryClient();
  const roles = useQuery({
    queryKey: ['console', 'roles'],
    queryFn: ({ signal }) => consoleApi.roles(signal),
  });
  const nodes = useQuery({
    queryKey: ['console', 'workflowNodes'],
    queryFn: ({ signal }) => consoleApi.workflowNodes(signal),
  });
  const [editing, setEditing] = useState<{ open: boolean; role: ConsoleRoleRow | null }>({
    open: false,
    role: null,
  });
  const [menusOf, setMenusOf] = useState<ConsoleRoleRow | null>(null);
  const [form] = Form.useForm<RoleValues>();
  const refresh = () => void client.invalidateQueries({ queryKey: ['console'] });

  // One option per node role, naming the nodes it handles (初审：股份转让、股份增发…).
  const nodeOptions = [...new Set((nodes.data ?? []).map((n) => n.role))].map((role) => {
    const handled = (nodes.data ?? []).filter((n) => n.role === role);
    return {
      value: role,
      label: `${handled[0]?.nodeName ?? role}（${handled.map((n) => n.businessTypeName).join('、')}）`,
    };
  });
  const nodeName = (role: string) => nodeOptions.find((o) => o.value === role)?.label ?? role;

  useEffect(() => {
    if (!editing.open) return;
    form.resetFields();
    form.setFieldsValue(
      editing.role
        ? { name: editing.role.name, workflowRoles: editing.role.workflowRoles }
        : { workflowRoles: [] },
    );
  }, [editing, form]);

  async function save(values: RoleValues) {
    const role = editing.role;
    const answer = await (role
      ? consoleApi.roleWrite('update', {
          id: role.id,
          version: role.version,
          name: values.name,
          workflowRoles: values.workflowRoles,
        })
      : consoleApi.roleWrite('create', values)
    ).catch(() => null);
    if (!answer?.success) return;
    void message.success(answer.msg);
    setEditing({ open: false, role: null });
    refresh();
  }
  const toggle = async (role: ConsoleRoleRow) => {
    const answer = await consoleApi
      .roleWrite('status', { id: role.id, version: role.version, status: role.status === 1 ? 0 : 1 })
      .catch(() => null);
    if (answer?.success) void message.success(answer.msg);
    refresh();
  };

  const columns = [
    { title: '角色名称', dataIndex: 'name' },
    { title: '角色编码', dataIndex: 'alias' },
    {
      title: '处理的流程节点',
      dataIndex: 'workflowRoles',
      render: (v: string[]) => v.map(nodeName).join('；') || '—',
    },
    { title: '账号数', dataIndex: 'accounts' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (v: number) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag color="red">停用</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, role: ConsoleRoleRow) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ open: true, role })}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => setMenusOf(role)}>
            菜单权限
          </Button>
          <Button type="link" size="small" onClick={() => void toggle(role)}>
            {role.status === 1 ? '停用' : '启用'}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="角色管理"
      extra={
        <Button type="primary" onClick={() => setEditing({ open: true, role: null })}>
          新建角色
        </Button>
      }
    >
      <Table<ConsoleRoleRow>
        rowKey="id"
        size="small"
        loading={roles.isFetching}
        dataSource={roles.data ?? []}
        columns={columns}
        pagination={false}
      />
      <RoleMenusDialog
        role={menusOf}
        onClose={(saved) => {
          setMenusOf(null);
          if (saved) refresh();
        }}
      />
      <Modal
        open={editing.open}
        title={editing.role ? `编辑角色 ${editing.role.name}` : '新建角色'}
        okText="保存"
        onOk={() => form.submit()}
        onCancel={() => setEditing({ open: false, role: null })}
      >
        <Form<RoleValues> form={form} layout="vertical" onFinish={save} name="console-role">
          {!editing.role && (
            <Form.Item
              name="alias"
              label="角色编码"
              rules={[{ required: true, message: '请输入角色编码' }]}
              extra="小写字母或下划线，如 first_check"
            >
              <Input maxLength={40} />
            </Form.Item>
          )}
          <Form.Item name="name" label="角色名称" rules={[{ required: true, message: '请输入角色名称' }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="workflowRoles" label="处理的流程节点">
            <Select mode="multiple" options={nodeOptions} optionFilterProp="label" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
