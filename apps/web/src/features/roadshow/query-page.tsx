import type { RoadshowActivity } from '@rer/contracts';
import { Button, Card, Checkbox, DatePicker, Descriptions, Form, Input, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { SearchForm, usePagedSearch } from '../../widgets/search-form';
import { activityColumns } from './activity-columns';
import { roadshowApi } from './api';
import { FORM_OPTIONS, minuteOf, whereOf } from './labels';
import { SignupDialog } from './signup-dialog';

interface Search {
  keyword?: string;
  form?: string;
  /** The activity's dates, picked in the localised calendar (as the other search pages). */
  range?: [Dayjs | null, Dayjs | null] | null;
  openOnly?: boolean;
}

/** The form's values as the call's filters: the range as two calendar days. */
export const toSearch = ({ range, openOnly, ...rest }: Search): Record<string, string | undefined> => ({
  ...rest,
  from: range?.[0]?.format('YYYY-MM-DD'),
  to: range?.[1]?.format('YYYY-MM-DD'),
  openOnly: openOnly ? 'true' : undefined,
});

/** The activity's text, under its row. */
function ActivityDetail({ a }: { a: RoadshowActivity }) {
  return (
    <Descriptions size="small" column={1}>
      <Descriptions.Item label="形式与地点">{whereOf(a)}</Descriptions.Item>
      <Descriptions.Item label="报名截止">{minuteOf(a.signupDeadline)}</Descriptions.Item>
      <Descriptions.Item label="活动介绍">{a.description ?? '—'}</Descriptions.Item>
      {a.cancelReason && <Descriptions.Item label="取消原因">{a.cancelReason}</Descriptions.Item>}
    </Descriptions>
  );
}

/** 融资路演活动查询 (/roadshow/query, org zone; ADR 88): the published activities, and 报名路演. */
export default function RoadshowQueryPage() {
  const [signingUp, setSigningUp] = useState<RoadshowActivity | null>(null);
  const search = usePagedSearch<Search, RoadshowActivity, Record<string, string | undefined>>({
    key: ['roadshow-activities'],
    fetch: (params, signal) => roadshowApi.activities(params, signal),
    toSearch,
  });
  return (
    <Card title="融资路演活动查询" data-testid="roadshow-query">
      <SearchForm search={search} name="roadshow-query-search">
        <Form.Item name="keyword" label="关键词">
          <Input allowClear maxLength={60} placeholder="活动名称或主题" />
        </Form.Item>
        <Form.Item name="form" label="路演形式">
          <Select allowClear style={{ width: 100 }} options={FORM_OPTIONS} />
        </Form.Item>
        <Form.Item name="range" label="活动日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="openOnly" valuePropName="checked">
          <Checkbox>仅看报名中</Checkbox>
        </Form.Item>
      </SearchForm>
      <Table<RoadshowActivity>
        rowKey="id"
        size="small"
        scroll={{ x: true }}
        {...search.tableProps}
        locale={{ emptyText: '暂无路演活动' }}
        expandable={{ expandedRowRender: (a) => <ActivityDetail a={a} /> }}
        columns={[
          ...activityColumns<RoadshowActivity>(),
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) =>
              r.status === 2 ? (
                <Button size="small" type="primary" onClick={() => setSigningUp(r)}>
                  报名路演
                </Button>
              ) : null,
          },
        ]}
      />
      {signingUp && (
        <SignupDialog
          activity={signingUp}
          registration={null}
          onClose={(saved) => {
            setSigningUp(null);
            if (saved) void search.list.refetch();
          }}
        />
      )}
    </Card>
  );
}
