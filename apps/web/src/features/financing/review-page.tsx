import type { FinancingNeed } from '@rer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { financingApi } from './api';
import { dayOf, STATUS_OPTIONS, wan } from './labels';

interface Search {
  status?: number;
  companyName?: string;
}

/** The review dialog: the whole need, then 通过 (published at once) or 退回 with the opinion. */
function ReviewDialog({ need, onClose }: { need: FinancingNeed; onClose: (done: boolean) => void }) {
  const [opinion, setOpinion] = useState('');
  const decide = async (decision: 'approve' | 'return') => {
    try {
      await financingApi.review({
        id: need.id,
        version: need.version,
        decision,
        opinion: opinion || undefined,
      });
      onClose(true);
    } catch {
      // The client has shown the refusal (退回时须填写审核意见, a newer version…).
    }
  };
  return (
    <Modal
      open
      title="审核融资需求"
      onCancel={() => onClose(false)}
      width={680}
      footer={
        <Space>
          <Button onClick={() => void decide('return')}>退回</Button>
          <Button type="primary" onClick={() => void decide('approve')}>
            通过并发布
          </Button>
        </Space>
      }
    >
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label="融资企业">{need.companyName}</Descriptions.Item>
        <Descriptions.Item label="项目名称">{need.title}</Descriptions.Item>
        <Descriptions.Item label="融资方式">{need.methodName}</Descriptions.Item>
        <Descriptions.Item label="融资金额（万元）">{wan(need.amountWan)}</Descriptions.Item>
        <Descriptions.Item label="所属行业">{need.industryName}</Descriptions.Item>
        <Descriptions.Item label="所在地区">{need.regionName || '—'}</Descriptions.Item>
        <Descriptions.Item label="资金用途">{need.purpose}</Descriptions.Item>
        <Descriptions.Item label="项目介绍">{need.description ?? '—'}</Descriptions.Item>
      </Descriptions>
      <Input.TextArea
        style={{ marginTop: 12 }}
        rows={3}
        maxLength={500}
        placeholder="审核意见（退回时必填）"
        aria-label="审核意见"
        value={opinion}
        onChange={(e) => setOpinion(e.target.value)}
      />
    </Modal>
  );
}

/** 融资需求审核 (/financingReview, management menu, register staff; ADR 84). */
export default function FinancingReviewPage() {
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<FinancingNeed | null>(null);
  const search = usePagedSearch<Search, FinancingNeed>({
    key: ['financing-review'],
    fetch: (params, signal) => financingApi.reviewList({ status: 1, ...params }, signal),
  });
  return (
    <Card title="融资需求审核" data-testid="financing-review">
      <SearchForm search={search} name="financing-review-search">
        <Form.Item name="status" label="状态">
          <Select allowClear placeholder="待审核" style={{ width: 120 }} options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="companyName" label="企业名称">
          <Input allowClear maxLength={100} />
        </Form.Item>
      </SearchForm>
      <Table<FinancingNeed>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '暂无融资需求' }}
        columns={[
          { title: '融资企业', dataIndex: 'companyName' },
          { title: '项目名称', dataIndex: 'title' },
          { title: '融资方式', dataIndex: 'methodName' },
          { title: '融资金额（万元）', dataIndex: 'amountWan', align: 'right', render: wan },
          { title: '状态', dataIndex: 'statusName' },
          { title: '提交时间', dataIndex: 'updatedAt', render: dayOf },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) =>
              r.status === 1 ? (
                <Button size="small" type="link" onClick={() => setReviewing(r)}>
                  审核
                </Button>
              ) : null,
          },
        ]}
      />
      {reviewing && (
        <ReviewDialog
          need={reviewing}
          onClose={(done) => {
            setReviewing(null);
            if (done) void queryClient.invalidateQueries({ queryKey: ['financing-review'] });
          }}
        />
      )}
    </Card>
  );
}
