import { useQuery } from '@tanstack/react-query';
import { Empty, List } from 'antd';
import { Link } from 'react-router';
import { useEffectiveTenantId } from '../../lib/reference-data';
import { officialWebsiteApi } from './api';
import { OfficialWebsiteFrame } from './official-website-frame';

/** officialWebsiteInformation (002 §2.1; ADR 80): the latest announcements, each opening its detail page. */
export default function InformationPage() {
  const tenantId = useEffectiveTenantId();
  const latest = useQuery({
    queryKey: ['official-website', 'latest', tenantId],
    queryFn: ({ signal }) => officialWebsiteApi.latestContent(20, signal),
  });
  return (
    <OfficialWebsiteFrame title="信息披露">
      <List
        loading={latest.isPending}
        dataSource={latest.data ?? []}
        locale={{ emptyText: <Empty description="暂无公告" /> }}
        data-testid="official-information"
        renderItem={(item) => (
          <List.Item extra={item.publishedAt.slice(0, 10)}>
            <Link to={`/information/reportDetail/${item.id}`}>{item.title}</Link>
          </List.Item>
        )}
      />
      <Link to="/information">查看全部信息披露</Link>
    </OfficialWebsiteFrame>
  );
}
