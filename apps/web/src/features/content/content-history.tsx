import { useQuery } from '@tanstack/react-query';
import { Timeline, Typography } from 'antd';
import { formatDateTime } from '../../lib/format';
import { contentApi } from './api';

const ACTIONS: Record<string, string> = {
  'content.create': '新建',
  'content.update': '修改',
  'content.submit': '提交审核',
  'content.publish': '审核通过并发布',
  'content.return': '退回',
  'content.unpublish': '撤下',
  'attachment.bind': '关联图片或附件',
};

/** An item's audit trail (content/history): who did what, when, with the comment or reason given. */
export function ContentHistory({ id }: { id: string }) {
  const trail = useQuery({
    queryKey: ['content-history', id],
    queryFn: ({ signal }) => contentApi.history(id, signal),
  });
  if (!trail.data || trail.data.length === 0) return null;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 32 }}>
        操作记录
      </Typography.Title>
      <Timeline
        data-testid="content-history"
        items={trail.data.map((e) => {
          const note = e.detail.comment ?? e.detail.reason;
          return {
            children: `${formatDateTime(e.at)}　${e.actorName ?? ''}　${ACTIONS[e.action] ?? e.action}${typeof note === 'string' && note ? `：${note}` : ''}`,
          };
        })}
      />
    </>
  );
}
