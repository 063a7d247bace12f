import {
  INSTITUTION_CERTIFICATION_BUSINESS_APP_ID,
  PERSONAL_QUALIFICATION_APP_ID,
  PRODUCT_CERTIFICATION_BUSINESS_APP_ID,
} from '@rer/domain';
import type { LandingMode } from '../session';
import type { RefAccountNumber } from './api';

/** 000 §3's investorExpireStatus: 0 有效, 1 已过期, 2 未认证 (ADR 69). */
export const INVESTOR_EXPIRED = 1;

/** Our wording (the spec names the value, not its prompt; ADR 69). */
export const EXPIRED_QUALIFICATION_MESSAGE =
  '您的合格投资者认证已过期，投资专区暂不可进入，请重新认证后再办理投资相关业务';

/** The certification that renews a zone's qualification (ADR 66). */
const RENEWAL_APP: Partial<Record<LandingMode, string>> = {
  personalholder: PERSONAL_QUALIFICATION_APP_ID,
  orgholder: INSTITUTION_CERTIFICATION_BUSINESS_APP_ID,
  productholder: PRODUCT_CERTIFICATION_BUSINESS_APP_ID,
};

export const renewalPathOf = (landingMode: LandingMode | null): string | null => {
  const appId = landingMode ? RENEWAL_APP[landingMode] : undefined;
  return appId ? `/process/apply?appId=${appId}&nodeId=apply` : null;
};

/** The row of the current registration account (the server's `current`, else the session's choice). */
export function currentAccountRow(
  rows: readonly RefAccountNumber[],
  selection: { currentHolder: string | null; currentProduct: string | null },
): RefAccountNumber | undefined {
  return (
    rows.find((r) => r.current) ??
    rows.find(
      (r) =>
        r.holderUuid === selection.currentHolder &&
        (r.productId === null || r.productId === selection.currentProduct),
    )
  );
}
