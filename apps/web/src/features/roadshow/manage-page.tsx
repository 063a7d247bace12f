import type { RoadshowRegistration } from '@rer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { roadshowApi } from './api';
import { minuteOf, REGISTRATION_COLORS, REGISTRATION_STATUS_OPTIONS } from './labels';
import { SignupDialog } from './signup-dialog';

/** Whether the sign-up can still change: the deadline is ahead (the server decides again). */
const beforeDeadline = (r: RoadshowRegistration) => Date.parse(r.signupDeadline) > Date.now();

/** 融资路演管理 (/roadshow/manage, org zone; ADR 88): the enterprise's sign-ups, edit while pending, withdraw. */
export default function RoadshowManagePage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<RoadshowRegistration | null>(null);
  const search = usePagedSearch<{ status?: number }, RoadshowRegistration>({
    key: ['roadshow-mine'],
    fetch: (params, signal) => roadshowApi.mine({ ...params }, signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['roadshow-mine'] });
  const withdraw = async (r: RoadshowRegistration) => {
    await roadshowApi.withdraw(r.id, r.version).catch(() => undefined);
    refresh();
  };
  return (
    <Card title="融资路演管理" data-testid="roadshow-manage">
      <SearchForm search={search} name="roadshow-mine-search">
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 120 }} options={REGISTRATION_STATUS_OPTIONS} />
        </Form.Item>
      </SearchForm>
      <Table<RoadshowRegistration>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '暂无路演报名，可在“融资路演活动查询”中报名' }}
        columns={[
          { title: '路演活动', dataIndex: 'activityTitle' },
          { title: '开始时间', dataIndex: 'activityStartAt', render: minuteOf },
          { title: '路演项目', dataIndex: 'project' },
          { title: '关联融资需求', dataIndex: 'needTitle', render: (v: string | null) => v ?? '—' },
          { title: '联系人', dataIndex: 'contactName' },
          {
            title: '状态',
            dataIndex: 'statusName',
            render: (v: string, r) => <Tag color={REGISTRATION_COLORS[r.status]}>{v}</Tag>,
          },
          { title: '审核意见', dataIndex: 'reviewOpinion', render: (v: string | null) => v ?? '—' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) =>
              beforeDeadline(r) ? (
                <Space>
                  {r.status === 1 && (
                    <Button size="small" onClick={() => setEditing(r)}>
                      修改
                    </Button>
                  )}
                  {(r.status === 1 || r.status === 2) && (
                    <Popconfirm title="确定撤回该路演报名？" onConfirm={() => withdraw(r)}>
                      <Button size="small" danger>
                        撤回
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ) : null,
          },
        ]}
      />
      {editing && (
        <SignupDialog
          activity={{ id: editing.activityId, title: editing.activityTitle }}
          registration={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
    </Card>
  );
}
