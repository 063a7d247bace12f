import { LISTING_CUSTODY_APP_ID } from '@rer/domain';
import { FixedApplyPage } from './listed-apply-page';

/**
 * /process/listedTrustApply (002 §2.3; ADR 79): the apply page of 550100 挂牌托管 (custody and
 * listing at once; its form is 550001's custody form with 550058's listing groups).
 */
export default function ListedTrustApplyPage() {
  return <FixedApplyPage appId={LISTING_CUSTODY_APP_ID} />;
}
