import { NoticeList } from './notice-list';

/** /pledgeList (public). */
export default function PledgeListPage() {
  return <NoticeList kind="pledge" />;
}
