import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PublicContentList } from './public-content-list';

/** /policiesShow (public; 002 §2.4 policy display): policies, and news under the second tab. */
export default function PoliciesShowPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'news' ? 'news' : 'policy';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'news' ? { tab: 'news' } : {}, { replace: true })}
      style={{ margin: '0 24px' }}
      items={[
        {
          key: 'policy',
          label: '政策法规',
          children: <PublicContentList category="policy" title="政策法规" />,
        },
        { key: 'news', label: '新闻动态', children: <PublicContentList category="news" title="新闻动态" /> },
      ]}
    />
  );
}
