import { NoticeDetail } from './notice-detail';

/** /frozenDetail?id= (public). */
export default function FrozenDetailPage() {
  return <NoticeDetail kind="freeze" />;
}
