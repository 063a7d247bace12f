import { NoticeDetail } from './notice-detail';

/** /pledgeDetail?id= (public). */
export default function PledgeDetailPage() {
  return <NoticeDetail kind="pledge" />;
}
