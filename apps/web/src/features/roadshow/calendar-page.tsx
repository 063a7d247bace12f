import type { RoadshowActivity } from '@rer/contracts';
import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { usePagedSearch } from '../../widgets/search-form';
import { roadshowApi } from './api';
import { ACTIVITY_COLORS, minuteOf, timeRangeOf, whereOf } from './labels';

/** The approved presenters: enterprise, project and, with a linked need, its amount — no person. */
function Presenters({ a }: { a: RoadshowActivity }) {
  if (a.presenters.length === 0) return <Typography.Text type="secondary">路演企业待定</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="roadshow-presenters">
      {a.presenters.map((p) => (
        <li key={`${p.companyName}-${p.project}`}>
          {p.companyName}：{p.project}
          {p.amountWan ? `（拟融资${p.amountWan}万元）` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * 融资路演 (/roadshow; the org menu's entry and a public page linked from /privateEquityFund; ADR 88):
 * the tenant's published activities, latest first, with the enterprises approved to present.
 */
export default function RoadshowCalendarPage() {
  const tenantId = useEffectiveTenantId();
  const calendar = usePagedSearch<object, RoadshowActivity>({
    key: ['roadshow-calendar', tenantId],
    fetch: (params, signal) => roadshowApi.calendar({ ...params }, signal),
    defaultSize: 10,
  });
  return (
    <Card
      title="融资路演"
      extra={<Link to="/privateEquityFund">投融资信息</Link>}
      data-testid="roadshow-calendar"
      style={{ margin: 24 }}
    >
      <p>
        融资路演由本市场或会员机构组织，企业报名并经平台审核后参加路演。投资者可通过平台或会员机构与路演企业联系。
      </p>
      <List<RoadshowActivity>
        loading={calendar.tableProps.loading}
        dataSource={calendar.tableProps.dataSource}
        pagination={calendar.tableProps.pagination}
        locale={{ emptyText: <Empty description="暂无路演活动" /> }}
        renderItem={(a) => (
          <List.Item key={a.id}>
            <List.Item.Meta
              title={
                <Space>
                  {a.title}
                  <Tag color={ACTIVITY_COLORS[a.status]}>{a.statusName}</Tag>
                </Space>
              }
              description={
                <>
                  <div>
                    {a.theme} · {timeRangeOf(a)} · {whereOf(a)} · 报名截止 {minuteOf(a.signupDeadline)}
                  </div>
                  {a.cancelReason && <div>取消原因：{a.cancelReason}</div>}
                  <Presenters a={a} />
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
