import { OfficialCompanyTable } from './company-table';
import { OfficialWebsiteFrame } from './official-website-frame';

/** officialWebsiteGpList (002 §2.1; ADR 80): the listed (挂牌) companies. */
export default function GpListPage() {
  return (
    <OfficialWebsiteFrame title="挂牌企业">
      <OfficialCompanyTable kind="listed" />
    </OfficialWebsiteFrame>
  );
}
