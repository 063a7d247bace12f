import { LISTING_APP_ID } from '@rer/domain';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const ApplyPage = lazy(() => import('../workflow/apply-page'));

/**
 * /process/listedApplys (002 §2.3: query nodeId, nodeName, sector; ADR 79): the apply page of
 * 550058 企业挂牌, its board preselected from `sector` (the business's first values read it).
 */
export default function ListedApplyPage() {
  return (
    <Suspense fallback={<Skeleton active />}>
      <ApplyPage appId={LISTING_APP_ID} />
    </Suspense>
  );
}
