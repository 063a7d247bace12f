import type { RoadshowAdminActivity, RoadshowRegistration } from '@rer/contracts';
import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { usePagedSearch } from '../../widgets/search-form';
import { roadshowApi } from './api';
import { REGISTRATION_COLORS } from './labels';

/** Staff: the sign-ups of one activity, each approved or returned with the opinion (ADR 88). */
export function RegistrationsDialog({
  activity,
  onClose,
}: {
  activity: RoadshowAdminActivity;
  onClose: () => void;
}) {
  const [opinion, setOpinion] = useState('');
  const list = usePagedSearch<object, RoadshowRegistration>({
    key: ['roadshow-registrations', activity.id],
    fetch: (params, signal) => roadshowApi.registrations({ ...params, activityId: activity.id }, signal),
  });
  const decide = async (r: RoadshowRegistration, decision: 'approve' | 'return') => {
    try {
      await roadshowApi.review({ id: r.id, version: r.version, decision, opinion: opinion || undefined });
      setOpinion('');
    } catch {
      // The client has shown the refusal (退回时须填写审核意见, a newer version…).
    }
    void list.list.refetch();
  };
  return (
    <Modal open title={`路演报名：${activity.title}`} footer={null} onCancel={onClose} width={960}>
      <Input.TextArea
        rows={2}
        maxLength={500}
        placeholder="审核意见（退回时必填）"
        aria-label="审核意见"
        value={opinion}
        onChange={(e) => setOpinion(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<RoadshowRegistration>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...list.tableProps}
        locale={{ emptyText: '暂无报名' }}
        expandable={{ expandedRowRender: (r) => r.pitch }}
        columns={[
          { title: '企业', dataIndex: 'companyName' },
          { title: '路演项目', dataIndex: 'project' },
          { title: '关联融资需求', dataIndex: 'needTitle', render: (v: string | null) => v ?? '—' },
          {
            title: '联系人',
            key: 'contact',
            render: (_: unknown, r) => `${r.contactName} ${r.contactMobile}`,
          },
          {
            title: '状态',
            dataIndex: 'statusName',
            render: (v: string, r) => <Tag color={REGISTRATION_COLORS[r.status]}>{v}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) =>
              r.status === 1 ? (
                <Space>
                  <Button size="small" type="primary" onClick={() => void decide(r, 'approve')}>
                    通过
                  </Button>
                  <Button size="small" onClick={() => void decide(r, 'return')}>
                    退回
                  </Button>
                </Space>
              ) : (
                (r.reviewOpinion ?? null)
              ),
          },
        ]}
      />
    </Modal>
  );
}
