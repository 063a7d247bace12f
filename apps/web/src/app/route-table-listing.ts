import { type AppRouteDef, portalPage } from './route-def';

const STAFF = ['reviewer_first', 'reviewer_second', 'administrator'] as const;

/**
 * The listing pages (issue 25, ADR 79): 002 §2.3's listedApplys / listedDetails / listedApproves,
 * /assessment, /gpcpglManagenment (edit, detail/{id}) and the staff's 板块管理. Spread into
 * `routeTable` in place.
 */
export const listingRoutes: readonly AppRouteDef[] = [
  portalPage(
    'listed-applys',
    '/process/listedApplys',
    'route.listedApplys',
    () => import('../features/listing/listed-apply-page'),
  ),
  portalPage(
    'listed-details',
    '/process/listedDetails',
    'route.processDetail',
    () => import('../features/workflow/detail-page'),
  ),
  portalPage(
    'listed-approves',
    '/process/listedApproves',
    'route.processApprove',
    () => import('../features/workflow/approve-page'),
  ),
  portalPage(
    'listing-assessment',
    '/assessment',
    'route.listingAssessment',
    () => import('../features/listing/assessment-page'),
  ),
  portalPage(
    'listing-products',
    '/gpcpglManagenment',
    'route.listingProducts',
    () => import('../features/listing/products-page'),
  ),
  portalPage(
    'listing-product-edit',
    '/gpcpglManagenment/edit',
    'route.listingProducts',
    () => import('../features/listing/product-edit-page'),
  ),
  portalPage(
    'listing-product-detail',
    '/gpcpglManagenment/detail/:id',
    'route.listingProducts',
    () => import('../features/listing/product-detail-page'),
  ),
  portalPage(
    'sector-admin',
    '/sectorAdmin',
    'route.sectorAdmin',
    () => import('../features/listing/sector-admin-page'),
    {
      roles: STAFF,
    },
  ),
];
