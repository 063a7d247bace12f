import { Space } from 'antd';
import { Link } from 'react-router';
import { useTopMenuSources } from '../../lib/identity/top-menu';
import { PublicContentList } from './public-content-list';

/**
 * /information and /home/information (public; 信息披露展示): the market's announcements, with the
 * pledge and freeze announcements linked when the operator's switches open them (002 §2.4: the
 * pledge list when sharePledge/enable answers '1', freezes when freeze.notice.switch is also on).
 */
export default function InformationPage() {
  const { pledgeListEnabled, freezeNoticeOn } = useTopMenuSources();
  const links = pledgeListEnabled ? (
    <Space data-testid="information-notice-links">
      <Link to="/pledgeList">质押公告</Link>
      {freezeNoticeOn && <Link to="/frozenList">冻结公告</Link>}
      <Link to="/temporary">临时公告</Link>
    </Space>
  ) : (
    <Link to="/temporary">临时公告</Link>
  );
  return <PublicContentList category="announcement" title="信息披露" extra={links} />;
}
