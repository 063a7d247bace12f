import type { ConsoleCompanyBinding, ConsoleHolderBinding } from '@rer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useSearchParams } from 'react-router';
import { message } from '../../lib/feedback';
import { consoleApi } from './api';
import { BindingAccountSelect, RemoteSelect } from './binding-selects';

/** 账号绑定 (/console/bindings, ?accountId= from 账号管理's 绑定): the account chosen by name, then company (经办人) or member cooperation, holder account and product. */
export default function BindingsPage() {
  const [query, setQuery] = useSearchParams();
  const accountId = query.get('accountId') ?? '';
  const client = useQueryClient();
  const bindings = useQuery({
    queryKey: ['console', 'bindings', accountId],
    queryFn: ({ signal }) => consoleApi.bindings(accountId, signal),
    enabled: accountId !== '',
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['console', 'bindings'] });
  const write = async (
    action: Parameters<typeof consoleApi.bindingWrite>[0],
    body: Record<string, unknown>,
  ) => {
    const answer = await consoleApi.bindingWrite(action, { accountId, ...body }).catch(() => null);
    if (answer?.success) void message.success(answer.msg);
    refresh();
    return answer?.success === true;
  };
  const [companyForm] = Form.useForm();
  const [holderForm] = Form.useForm();

  const companyColumns = [
    { title: '企业', dataIndex: 'companyName' },
    {
      title: '关系',
      dataIndex: 'relation',
      render: (v: string) => (v === 'enterprise' ? '企业经办' : '会员合作'),
    },
    { title: '经办人', dataIndex: 'agentName', render: (v: string | null) => v ?? '—' },
    { title: '经办人身份证号', dataIndex: 'agentIdNumber', render: (v: string | null) => v ?? '—' },
    { title: '经办人手机号', dataIndex: 'agentMobile', render: (v: string | null) => v ?? '—' },
    {
      title: '操作',
      key: 'remove',
      render: (_: unknown, row: ConsoleCompanyBinding) => (
        <Popconfirm
          title="解除该绑定？"
          onConfirm={() => void write('company/remove', { companyId: row.companyId })}
        >
          <Button type="link" size="small" danger>
            解除
          </Button>
        </Popconfirm>
      ),
    },
  ];
  const holderColumns = [
    { title: '登记账号', dataIndex: 'accountNumber' },
    { title: '持有人', dataIndex: 'holderName' },
    { title: '产品', dataIndex: 'productName', render: (v: string | null) => v ?? '—' },
    {
      title: '操作',
      key: 'remove',
      render: (_: unknown, row: ConsoleHolderBinding) => (
        <Popconfirm title="解除该绑定？" onConfirm={() => void write('holder/remove', { id: row.id })}>
          <Button type="link" size="small" danger>
            解除
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card title="账号绑定">
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="账号" htmlFor="binding-account">
          <BindingAccountSelect
            id="binding-account"
            value={accountId}
            onChange={(id) => setQuery({ accountId: id })}
          />
        </Form.Item>
      </Form>
      {accountId === '' ? (
        <Empty description="请输入账号或姓名，选择要绑定的账号" />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Card type="inner" title="企业（经办人）与会员合作">
            <Form
              form={companyForm}
              layout="inline"
              name="console-bind-company"
              data-testid="bind-company-form"
              initialValues={{ relation: 'enterprise' }}
              onFinish={async (v) => {
                if (await write('company', v)) companyForm.resetFields();
              }}
              style={{ marginBottom: 12, rowGap: 8 }}
            >
              <Form.Item name="companyId" label="企业" rules={[{ required: true, message: '请选择企业' }]}>
                <RemoteSelect kind="company" testId="bind-company" />
              </Form.Item>
              <Form.Item name="relation" label="关系">
                <Select
                  options={[
                    { value: 'enterprise', label: '企业经办' },
                    { value: 'member_cooperation', label: '会员合作' },
                  ]}
                  style={{ width: 120 }}
                />
              </Form.Item>
              <Form.Item name="agentName" label="经办人">
                <Input maxLength={50} style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name="agentIdNumber" label="身份证号">
                <Input maxLength={18} style={{ width: 190 }} />
              </Form.Item>
              <Form.Item name="agentMobile" label="手机号">
                <Input maxLength={11} style={{ width: 130 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                绑定
              </Button>
            </Form>
            <Table<ConsoleCompanyBinding>
              rowKey="companyId"
              size="small"
              dataSource={bindings.data?.companies ?? []}
              columns={companyColumns}
              pagination={false}
            />
          </Card>
          <Card type="inner" title="登记账户与产品">
            <Form
              form={holderForm}
              layout="inline"
              name="console-bind-holder"
              onFinish={async (v) => {
                if (await write('holder', v)) holderForm.resetFields();
              }}
              style={{ marginBottom: 12 }}
            >
              <Form.Item
                name="holderId"
                label="登记账户"
                rules={[{ required: true, message: '请选择登记账户' }]}
              >
                <RemoteSelect kind="holder" />
              </Form.Item>
              <Form.Item name="productId" label="产品">
                <RemoteSelect kind="product" />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                绑定
              </Button>
            </Form>
            <Table<ConsoleHolderBinding>
              rowKey="id"
              size="small"
              dataSource={bindings.data?.holders ?? []}
              columns={holderColumns}
              pagination={false}
            />
          </Card>
        </Space>
      )}
    </Card>
  );
}
