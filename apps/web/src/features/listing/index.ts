/** 挂牌: the listing pages, 挂牌自评, 板块管理 and 挂牌产品管理 (issue 25, ADR 79). */
export { LISTING_URLS, type ListingApplyDefaults, listingApi } from './api';
export { ListingCard } from './listing-card';
