import {
  INVESTOR_ACCOUNT_STATUS_LABELS,
  INVESTOR_CERT_TYPE_LABELS,
  INVESTOR_TYPE_LABELS,
  type InvestorSearchRow,
} from '@rer/contracts';
import { HOLDER_STATUS_CHANGES } from '@rer/domain';
import { Card, Form, Input, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { investorInfoApi } from './api';

interface Search {
  name?: string;
  certificateNo?: string;
  accountNumber?: string;
}

const statusTag = (status: number) => (
  <Tag color={status === 1 ? 'green' : status === 3 ? 'orange' : undefined}>
    {INVESTOR_ACCOUNT_STATUS_LABELS[status] ?? String(status)}
  </Tag>
);

/**
 * The status businesses of ADR 67 a row offers by its status (正常: 冻结, 销户; 冻结: 解冻; 销户:
 * none — the server checks again), each opening the business's form for the row's account.
 */
const ACTION_LABELS: Record<keyof typeof HOLDER_STATUS_CHANGES, string> = {
  freeze: '办理冻结',
  unfreeze: '办理解冻',
  close: '办理销户',
};
const STATUS_ACTIONS = (Object.keys(ACTION_LABELS) as (keyof typeof HOLDER_STATUS_CHANGES)[]).map((kind) => ({
  appId: HOLDER_STATUS_CHANGES[kind].appId,
  label: ACTION_LABELS[kind],
  from: HOLDER_STATUS_CHANGES[kind].from,
}));
export const statusActionsOf = (row: Pick<InvestorSearchRow, 'status' | 'accountNumber'>) =>
  STATUS_ACTIONS.filter((a) => a.from === row.status).map((a) => ({
    ...a,
    to: `/process/apply?appId=${a.appId}&nodeId=apply&accountNumber=${encodeURIComponent(row.accountNumber)}`,
  }));

/**
 * 投资者查询 (/investorAdmin, register staff; ADR 63): the tenant's investors — registration accounts
 * bound to a login — by name fragment, whole ID number or account number, paged on the server;
 * ID numbers and mobiles masked; 操作 opens the account's status businesses (ADR 67).
 */
export default function InvestorSearchPage() {
  const search = usePagedSearch<Search, InvestorSearchRow>({
    key: ['investor-search'],
    fetch: investorInfoApi.search,
    defaultSize: 10,
  });
  const { list } = search;

  return (
    <Card title="投资者查询" data-testid="investor-search">
      <SearchForm search={search} name="investor-search">
        <Form.Item name="name" label="投资者名称">
          <Input allowClear maxLength={100} placeholder="名称中的文字" />
        </Form.Item>
        <Form.Item name="certificateNo" label="证件号码">
          <Input allowClear maxLength={50} placeholder="完整证件号码" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="accountNumber" label="登记账号">
          <Input allowClear maxLength={30} placeholder="完整登记账号" style={{ width: 180 }} />
        </Form.Item>
      </SearchForm>
      {list.isError && <Tag color="red">{(list.error as Error).message}</Tag>}
      <Table<InvestorSearchRow>
        rowKey="holderId"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '没有符合条件的投资者' }}
        columns={[
          { title: '投资者名称', dataIndex: 'holderName' },
          { title: '登记账号', dataIndex: 'accountNumber' },
          {
            title: '投资者类型',
            dataIndex: 'organType',
            render: (v: number) => INVESTOR_TYPE_LABELS[v] ?? String(v),
          },
          {
            title: '证件类型',
            dataIndex: 'certType',
            render: (v: string) => INVESTOR_CERT_TYPE_LABELS[v] ?? v,
          },
          { title: '证件号码', dataIndex: 'certificateNo' },
          { title: '手机号码', dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
          { title: '账户状态', dataIndex: 'status', render: (v: number) => statusTag(v) },
          { title: '开户时间', dataIndex: 'openedAt', render: (v: string | null) => v ?? '—' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row: InvestorSearchRow) => (
              <span style={{ display: 'inline-flex', gap: 8 }}>
                {statusActionsOf(row).map((a) => (
                  <Link key={a.appId} to={a.to} data-testid={`status-action-${a.appId}`}>
                    {a.label}
                  </Link>
                ))}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
