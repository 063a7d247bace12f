import type { BusinessDefinition } from '../business.js';

/**
 * 550058 企业挂牌 (ADR 37, ADR 79; 002 §2.3 /process/listedApplys): an enterprise in custody applies
 * to list on a board (sector, with a featured sub-sector when the board has them) and states its
 * layering application (applied tier, intention to transfer board); 申请 → 初审 → 复审. Completion
 * sets isListing, the listing date, the sector and the listing code, grants the market role 挂牌企业
 * and opens the listing service row; the listed-enterprise gates (listedCounter) then apply.
 */
export const LISTING_APP_ID = '550058';
/** 002 §2.3's listing pages (query nodeId, nodeName, sector). */
export const LISTING_ROUTES = {
  apply: '/process/listedApplys',
  detail: '/process/listedDetails',
  approve: '/process/listedApproves',
} as const;

export const listing: BusinessDefinition = {
  appId: LISTING_APP_ID,
  key: 'listing',
  name: '企业挂牌',
  completionEffect: 'listing',
  listedCounterMessage: null,
  rightsConfirmation: 'never',
  changesRegister: false,
};
