import type { ConsoleAccountDetail, ConsoleAccountRow } from '@rer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { message } from '../../lib/feedback';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { AccountModal, showInitialPassword } from './account-modals';
import { consoleApi, ZONE_OPTIONS, zoneName } from './api';

/** A type, not an interface: the console's calls take a string-keyed record. */
type Search = {
  name?: string;
  mobile?: string;
  zone?: string;
  status?: number;
};

/** 账号管理 (/console/accounts, administrators): staff and users, search, create, edit, disable, unlock, reset. */
export default function AccountsPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const search = usePagedSearch<Search, ConsoleAccountRow>({
    key: ['console', 'accounts'],
    fetch: consoleApi.accounts,
    defaultSize: 10,
  });
  const [editing, setEditing] = useState<{ open: boolean; detail: ConsoleAccountDetail | null }>({
    open: false,
    detail: null,
  });
  const roles = useQuery({
    queryKey: ['console', 'roles'],
    queryFn: ({ signal }) => consoleApi.roles(signal),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['console'] });

  const edit = async (row: ConsoleAccountRow) => {
    const detail = await consoleApi.account(row.id).catch(() => null);
    if (detail) setEditing({ open: true, detail });
  };
  const toggle = async (row: ConsoleAccountRow) => {
    const detail = await consoleApi.account(row.id).catch(() => null);
    if (!detail) return;
    const status = row.status === 1 ? 0 : 1;
    const answer = await consoleApi
      .accountWrite('status', { id: row.id, version: detail.version, status })
      .catch(() => null);
    if (answer?.success) void message.success(answer.msg);
    refresh();
  };
  const unlock = async (row: ConsoleAccountRow) => {
    const answer = await consoleApi.accountWrite('unlock', { id: row.id }).catch(() => null);
    if (answer?.success) void message.success(answer.msg);
  };
  const reset = (row: ConsoleAccountRow) =>
    Modal.confirm({
      title: `重置 ${row.account} 的密码？`,
      content: '新密码只显示一次，本人下次登录须修改；其当前会话将结束。',
      onOk: async () => {
        const answer = await consoleApi.resetPassword(row.id).catch(() => null);
        if (answer?.success) showInitialPassword(`${row.account} 的密码已重置`, answer.data.initialPassword);
        refresh();
      },
    });

  const columns = [
    { title: '账号', dataIndex: 'account' },
    { title: '姓名', dataIndex: 'realName' },
    { title: '手机号码', dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
    { title: '专区', dataIndex: 'zones', render: (v: string[]) => v.map(zoneName).join('、') },
    { title: '角色', dataIndex: 'roleNames', render: (v: string[]) => v.join('、') || '—' },
    {
      title: '状态',
      key: 'status',
      render: (_: unknown, row: ConsoleAccountRow) => (
        <Space size={4}>
          {row.status === 1 ? <Tag color="green">启用</Tag> : <Tag color="red">停用</Tag>}
          {row.mustChangePassword && <Tag color="orange">待改密码</Tag>}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, row: ConsoleAccountRow) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void edit(row)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => void toggle(row)}>
            {row.status === 1 ? '停用' : '启用'}
          </Button>
          <Button type="link" size="small" onClick={() => void unlock(row)}>
            解锁
          </Button>
          <Button type="link" size="small" onClick={() => reset(row)}>
            重置密码
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(`/console/bindings?accountId=${row.id}`)}
          >
            绑定
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="账号管理"
      extra={
        <Button type="primary" onClick={() => setEditing({ open: true, detail: null })}>
          新建账号
        </Button>
      }
    >
      <SearchForm search={search} name="console-account-search">
        <Form.Item name="name" label="账号/姓名">
          <Input allowClear maxLength={64} />
        </Form.Item>
        <Form.Item name="mobile" label="手机号码">
          <Input allowClear maxLength={11} />
        </Form.Item>
        <Form.Item name="zone" label="专区">
          <Select allowClear options={ZONE_OPTIONS} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            options={[
              { value: 1, label: '启用' },
              { value: 0, label: '停用' },
            ]}
            style={{ width: 100 }}
          />
        </Form.Item>
      </SearchForm>
      <Table<ConsoleAccountRow> rowKey="id" size="small" {...search.tableProps} columns={columns} />
      <AccountModal
        open={editing.open}
        detail={editing.detail}
        roles={roles.data ?? []}
        onClose={(changed) => {
          setEditing({ open: false, detail: null });
          if (changed) refresh();
        }}
      />
    </Card>
  );
}
