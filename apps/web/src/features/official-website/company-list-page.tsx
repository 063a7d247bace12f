import { Segmented } from 'antd';
import { useState } from 'react';
import { OfficialCompanyTable } from './company-table';
import { OfficialWebsiteFrame } from './official-website-frame';

/** officialWebsiteCompanyList (002 §2.1; ADR 80): the companies in custody, or displayed. */
export default function CompanyListPage() {
  const [kind, setKind] = useState<'custody' | 'shown'>('custody');
  return (
    <OfficialWebsiteFrame title="托管与展示企业">
      <Segmented
        value={kind}
        onChange={(value) => setKind(value as 'custody' | 'shown')}
        options={[
          { value: 'custody', label: '托管企业' },
          { value: 'shown', label: '展示企业' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <OfficialCompanyTable key={kind} kind={kind} />
    </OfficialWebsiteFrame>
  );
}
