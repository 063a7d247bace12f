import type { RoadshowActivity } from '@rer/contracts';
import { type TableColumnsType, Tag } from 'antd';
import { ACTIVITY_COLORS, minuteOf, timeRangeOf, whereOf } from './labels';

/** The columns every list of activities shows (staff, enterprise). */
export function activityColumns<R extends RoadshowActivity>(): TableColumnsType<R> {
  return [
    { title: '活动名称', dataIndex: 'title' },
    { title: '路演主题', dataIndex: 'theme' },
    { title: '时间', key: 'time', render: (_: unknown, r) => timeRangeOf(r) },
    { title: '形式与地点', key: 'where', render: (_: unknown, r) => whereOf(r) },
    { title: '报名截止', dataIndex: 'signupDeadline', render: minuteOf },
    { title: '名额', key: 'places', render: (_: unknown, r) => `${r.taken}/${r.capacity}` },
    {
      title: '状态',
      dataIndex: 'statusName',
      render: (v: string, r) => <Tag color={ACTIVITY_COLORS[r.status]}>{v}</Tag>,
    },
  ];
}
