import { PublicContentList } from './public-content-list';

/** /temporary (public): the temporary bulletins (临时公告). */
export default function TemporaryPage() {
  return <PublicContentList category="bulletin" title="临时公告" />;
}
