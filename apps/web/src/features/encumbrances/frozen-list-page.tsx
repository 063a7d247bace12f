import { NoticeList } from './notice-list';

/** /frozenList (public). */
export default function FrozenListPage() {
  return <NoticeList kind="freeze" />;
}
