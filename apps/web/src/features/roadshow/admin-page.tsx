import type { RoadshowAdminActivity } from '@rer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { activityColumns } from './activity-columns';
import { ActivityFormDialog } from './activity-form-dialog';
import { roadshowApi } from './api';
import { FORM_OPTIONS } from './labels';
import { RegistrationsDialog } from './registrations-dialog';

/** Asks the cancellation's reason (the calendar shows it), then cancels at the version read. */
function CancelDialog({ a, onClose }: { a: RoadshowAdminActivity; onClose: (done: boolean) => void }) {
  const [reason, setReason] = useState('');
  const cancel = async () => {
    try {
      await roadshowApi.cancel(a.id, a.version, reason);
      onClose(true);
    } catch {
      // The client has shown the refusal (取消原因：不能为空…).
    }
  };
  return (
    <Modal
      open
      title={`取消路演活动：${a.title}`}
      okText="确认取消"
      onOk={() => void cancel()}
      onCancel={() => onClose(false)}
    >
      <Input.TextArea
        rows={3}
        maxLength={200}
        aria-label="取消原因"
        placeholder="取消原因"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}

/**
 * 路演活动管理 (/roadshowAdmin, management menu 投融资管理; ADR 88): staff write drafts, another staff
 * member publishes them (报名中), sign-ups are reviewed per activity, and an activity can be cancelled.
 */
export default function RoadshowAdminPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ activity: RoadshowAdminActivity | null } | null>(null);
  const [signups, setSignups] = useState<RoadshowAdminActivity | null>(null);
  const [cancelling, setCancelling] = useState<RoadshowAdminActivity | null>(null);
  const search = usePagedSearch<{ keyword?: string; form?: string }, RoadshowAdminActivity>({
    key: ['roadshow-admin'],
    fetch: (params, signal) => roadshowApi.adminList({ ...params }, signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['roadshow-admin'] });
  const publish = async (a: RoadshowAdminActivity) => {
    await roadshowApi.publish(a.id, a.version).catch(() => undefined);
    refresh();
  };
  const actions = (a: RoadshowAdminActivity) => (
    <Space>
      {a.status === 1 && (
        <>
          <Button size="small" onClick={() => setEditing({ activity: a })}>
            修改
          </Button>
          <Button size="small" type="primary" onClick={() => void publish(a)}>
            发布
          </Button>
        </>
      )}
      {a.status !== 1 && (
        <Button size="small" onClick={() => setSignups(a)}>
          报名审核
        </Button>
      )}
      {(a.status === 2 || a.status === 3) && (
        <Button size="small" danger onClick={() => setCancelling(a)}>
          取消
        </Button>
      )}
    </Space>
  );
  return (
    <Card
      title="路演活动管理"
      data-testid="roadshow-admin"
      extra={
        <Button type="primary" onClick={() => setEditing({ activity: null })}>
          新建路演活动
        </Button>
      }
    >
      <SearchForm search={search} name="roadshow-admin-search">
        <Form.Item name="keyword" label="关键词">
          <Input allowClear maxLength={60} />
        </Form.Item>
        <Form.Item name="form" label="路演形式">
          <Select allowClear style={{ width: 100 }} options={FORM_OPTIONS} />
        </Form.Item>
      </SearchForm>
      <Table<RoadshowAdminActivity>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '暂无路演活动' }}
        columns={[
          ...activityColumns<RoadshowAdminActivity>(),
          { title: '操作', key: 'actions', render: (_: unknown, a) => actions(a) },
        ]}
      />
      {editing && (
        <ActivityFormDialog
          activity={editing.activity}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
      {signups && (
        <RegistrationsDialog
          activity={signups}
          onClose={() => {
            setSignups(null);
            refresh();
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          a={cancelling}
          onClose={(done) => {
            setCancelling(null);
            if (done) refresh();
          }}
        />
      )}
    </Card>
  );
}
