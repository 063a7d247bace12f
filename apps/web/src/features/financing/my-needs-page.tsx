import type { FinancingNeed } from '@rer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, List, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { financingApi } from './api';
import { dayOf, STATUS_OPTIONS, wan } from './labels';
import { NeedFormDialog } from './need-form-dialog';

const STATUS_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'orange', 4: 'default' };

/** The investors who expressed interest in one need (their names, shown to the enterprise only). */
function InterestsDialog({ need, onClose }: { need: FinancingNeed; onClose: () => void }) {
  const interests = useQuery({
    queryKey: ['financing-interests', need.id],
    queryFn: ({ signal }) => financingApi.interests(need.id, signal),
  });
  return (
    <Modal open title={`投资意向：${need.title}`} footer={null} onCancel={onClose}>
      <List
        loading={interests.isPending}
        dataSource={interests.data ?? []}
        locale={{ emptyText: '暂无投资意向' }}
        renderItem={(i) => (
          <List.Item>
            {i.investorName}（{dayOf(i.createdAt)}）{i.message ? `：${i.message}` : ''}
          </List.Item>
        )}
      />
    </Modal>
  );
}

/** 融资需求管理 (/financing/mine, org zone menu; ADR 84): the enterprise's needs, publish, change, withdraw. */
export default function MyNeedsPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ need: FinancingNeed | null } | null>(null);
  const [interestsOf, setInterestsOf] = useState<FinancingNeed | null>(null);
  const search = usePagedSearch<{ status?: number }, FinancingNeed>({
    key: ['financing-mine'],
    fetch: (params, signal) => financingApi.mine({ ...params }, signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['financing-mine'] });
  const withdraw = async (n: FinancingNeed) => {
    await financingApi.withdraw(n.id, n.version).catch(() => undefined);
    refresh();
  };
  return (
    <Card
      title="融资需求管理"
      data-testid="my-needs"
      extra={
        <Button type="primary" onClick={() => setEditing({ need: null })}>
          发布融资需求
        </Button>
      }
    >
      <SearchForm search={search} name="my-needs-search">
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 120 }} options={STATUS_OPTIONS} />
        </Form.Item>
      </SearchForm>
      <Table<FinancingNeed>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '暂无融资需求' }}
        columns={[
          { title: '项目名称', dataIndex: 'title' },
          { title: '融资方式', dataIndex: 'methodName' },
          { title: '融资金额（万元）', dataIndex: 'amountWan', align: 'right', render: wan },
          {
            title: '状态',
            dataIndex: 'statusName',
            render: (v: string, r) => <Tag color={STATUS_COLORS[r.status]}>{v}</Tag>,
          },
          {
            title: '投资意向',
            dataIndex: 'interestCount',
            render: (v: number, r) => (
              <Button size="small" type="link" disabled={v === 0} onClick={() => setInterestsOf(r)}>
                {v}
              </Button>
            ),
          },
          { title: '审核意见', dataIndex: 'reviewOpinion', render: (v: string | null) => v ?? '—' },
          { title: '更新时间', dataIndex: 'updatedAt', render: dayOf },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Space>
                <Button size="small" onClick={() => setEditing({ need: r })}>
                  修改
                </Button>
                {r.status !== 4 && (
                  <Popconfirm title="确定撤回该融资需求？" onConfirm={() => withdraw(r)}>
                    <Button size="small" danger>
                      撤回
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {interestsOf && <InterestsDialog need={interestsOf} onClose={() => setInterestsOf(null)} />}
      {editing && (
        <NeedFormDialog
          open
          need={editing.need}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
    </Card>
  );
}
