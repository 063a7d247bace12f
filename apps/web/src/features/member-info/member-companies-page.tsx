import type { MemberCooperationRow } from '@rer/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { usePaging } from '../../lib/paging';
import { memberInfoApi } from './api';

/**
 * 合作企业 (/memberCompanies, member zone; ADR 65): only the companies the member account
 * cooperates with (the server answers nothing else), by name fragment, paged on the server;
 * the handler's mobile masked.
 */
export default function MemberCompaniesPage() {
  const [form] = Form.useForm<{ companyName?: string }>();
  const [companyName, setCompanyName] = useState<string | undefined>();
  const { paging, pagination, resetPage } = usePaging({ defaultSize: 10 });
  const params = { companyName, ...paging };
  const list = useQuery({
    queryKey: ['member-companies', params],
    queryFn: ({ signal }) => memberInfoApi.companies(params, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title="合作企业" data-testid="member-companies">
      <Form
        form={form}
        layout="inline"
        name="member-companies"
        onFinish={(values) => {
          setCompanyName(values.companyName);
          resetPage();
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="companyName" label="企业名称">
          <Input allowClear maxLength={200} placeholder="名称中的文字" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      {list.isError && <Tag color="red">{(list.error as Error).message}</Tag>}
      <Table<MemberCooperationRow>
        rowKey="companyId"
        size="small"
        scroll={{ x: true }}
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '暂无合作企业' }}
        pagination={pagination(list.data?.total)}
        columns={[
          { title: '企业名称', dataIndex: 'companyName' },
          { title: '统一社会信用代码', dataIndex: 'creditCode', render: (v: string | null) => v ?? '—' },
          { title: '经办人', dataIndex: 'jbrName', render: (v: string | null) => v ?? '—' },
          { title: '经办人联系方式', dataIndex: 'jbrPhone', render: (v: string | null) => v ?? '—' },
          {
            title: '发送会员销户通知',
            dataIndex: 'isSendMsg',
            render: (v: number) => (v === 1 ? '是' : '否'),
          },
          { title: '合作开始时间', dataIndex: 'boundAt', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
