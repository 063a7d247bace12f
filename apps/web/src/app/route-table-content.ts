import { type AppRouteDef, portalPage, publicPage } from './route-def';

/** The top menu's 信息披露展示 and 政策展示 open these from the portal as themselves (ADR 75, 83). */
const FROM_MENU = { opensFromMenu: true };
const STAFF = { roles: ['reviewer_first', 'reviewer_second', 'administrator'] };

const policiesShow = () => import('../features/content/policies-show-page');
const information = () => import('../features/content/information-page');
const reportDetail = () => import('../features/content/report-detail-page');
const bulletinDetail = () => import('../features/content/bulletin-detail-page');

/**
 * Content operations (issue 25, ADR 83): the staff pages of 内容管理 and the public pages of 002 §2.1
 * (no login, the host's tenant), with the /home group's variants the public home shell links to.
 * Spread into `routeTable` in place.
 */
export const contentRoutes: readonly AppRouteDef[] = [
  portalPage(
    'content-admin',
    '/contentAdmin',
    'route.contentAdmin',
    () => import('../features/content/content-admin-page'),
    STAFF,
  ),
  portalPage(
    'content-edit',
    '/contentAdmin/edit',
    'route.contentEdit',
    () => import('../features/content/content-edit-page'),
    STAFF,
  ),
  portalPage(
    'content-review',
    '/contentReview',
    'route.contentReview',
    () => import('../features/content/content-review-page'),
    STAFF,
  ),
  publicPage('policies-show', '/policiesShow', 'route.policiesShow', policiesShow, FROM_MENU),
  publicPage(
    'policies-detail',
    '/policiesDetail',
    'route.policiesDetail',
    () => import('../features/content/policies-detail-page'),
  ),
  publicPage(
    'news-details',
    '/newsDetails',
    'route.newsDetails',
    () => import('../features/content/news-details-page'),
  ),
  publicPage('information', '/information', 'route.information', information, FROM_MENU),
  publicPage('home-information', '/home/information', 'route.information', information),
  publicPage('report-detail', '/information/reportDetail/:id', 'route.reportDetail', reportDetail),
  publicPage('home-report-detail', '/home/information/reportDetail/:id', 'route.reportDetail', reportDetail),
  publicPage(
    'temporary',
    '/temporary',
    'route.temporary',
    () => import('../features/content/temporary-page'),
    FROM_MENU,
  ),
  publicPage(
    'bulletin-detail',
    '/temporatyBuiletin/reportDetail/:id',
    'route.bulletinDetail',
    bulletinDetail,
  ),
  publicPage(
    'home-bulletin-detail',
    '/home/temporatyBuiletin/reportDetail/:id',
    'route.bulletinDetail',
    bulletinDetail,
  ),
];
