import { type AppRouteDef, barePublicPage, PORTAL_BUILDING_PATH, portalPage } from './route-def';
import { prefetchApplyPage } from './route-prefetch';

export type { AppRouteDef, RouteAccess, RouteLayout, RouteTitleKey } from './route-def';
export { PORTAL_BUILDING_PATH } from './route-def';

const ADMINISTRATOR = ['administrator'] as const;

/**
 * The one route table: the router, the guards, the page titles and (later) the side menu and tabs are all
 * derived from it. Login, lock and the workbench routes join here with their issue.
 */
export const routeTable: readonly AppRouteDef[] = [
  {
    id: 'home',
    path: '/',
    titleKey: 'route.home',
    documentTitle: 'site',
    access: 'public',
    layout: 'public',
    signedInRedirect: '/wel/index',
    coreCatalogue: true,
    load: () => import('../features/home/home-page'),
  },
  ...(['login', 'orgholder', 'personalholder', 'productholder'] as const).map((variant) =>
    barePublicPage(
      variant === 'login' ? 'login' : `login-${variant}`,
      variant === 'login' ? '/login' : `/login/${variant}`,
      'route.login',
      () => import('../features/auth/login-page'),
      { guestOnly: true },
    ),
  ),
  barePublicPage('register', '/register', 'route.register', () => import('../features/auth/register-page'), {
    guestOnly: true,
  }),
  barePublicPage(
    'forgot-password',
    '/forgotPassword',
    'route.forgotPassword',
    () => import('../features/auth/forgot-password-page'),
    { guestOnly: true },
  ),
  barePublicPage(
    'face-check-sandbox',
    '/faceCheckSandbox',
    'route.faceCheckSandbox',
    () => import('../features/security-center/face-check-sandbox-page'),
  ),
  barePublicPage(
    'test-accounts',
    '/testAccounts',
    'route.testAccounts',
    () => import('../features/auth/test-accounts-page'),
  ),
  {
    id: 'lock',
    path: '/lock',
    titleKey: 'route.lock',
    access: 'authenticated',
    layout: 'bare',
    coreCatalogue: true,
    load: () => import('../features/lock/lock-page'),
  },
  portalPage(
    'workbench',
    '/wel/index',
    'route.workbench',
    () => import('../features/workbench/workbench-page'),
  ),
  portalPage(
    'security-center',
    '/securityCenter',
    'route.securityCenter',
    () => import('../features/security-center/security-center-page'),
  ),
  // Share register screens (issue 4; features/share-register/README.md). The server authorises each
  // call by zone: investors /capital and /gd/wdcgxx, the enterprise its own /shareRegister, staff all.
  portalPage(
    'register-capital',
    '/capital',
    'route.capital',
    () => import('../features/share-register/capital-page'),
  ),
  portalPage(
    'register-my-holdings',
    '/gd/wdcgxx',
    'route.myHoldings',
    () => import('../features/share-register/my-holdings-page'),
  ),
  portalPage(
    'register-shareholders',
    '/shareholderDetail',
    'route.shareholderDetail',
    () => import('../features/share-register/shareholder-detail-page'),
  ),
  portalPage(
    'register-shareholder',
    '/singleShareholderDetail/:uuid',
    'route.singleShareholderDetail',
    () => import('../features/share-register/single-shareholder-detail-page'),
  ),
  portalPage(
    'register-view',
    '/shareRegister',
    'route.shareRegister',
    () => import('../features/share-register/register-page'),
  ),
  portalPage(
    'register-import',
    '/shareRegister/import',
    'route.shareRegisterImport',
    () => import('../features/share-register/register-import-page'),
    { roles: ['reviewer_first', 'reviewer_second', 'administrator'] },
  ),
  // Form engine (issue 5, ADR 14): the demo page of the renderer (query: appId, nodeId, type, taskItemState, uuid).
  portalPage(
    'form-demo',
    '/process/formDemo',
    'route.formDemo',
    () => import('../forms/demo/form-demo-page'),
  ),
  // Workflow pages (issue 6; features/workflow/README.md): apply, approve, the business details, the voucher, the lists.
  portalPage(
    'workflow-apply',
    '/process/apply',
    'route.processApply',
    () => import('../features/workflow/apply-page'),
    { prefetch: prefetchApplyPage },
  ),
  // 002 §2.3: /newInvestor/{flowkey}?landingMode=… opens the investor opening of that flow key (ADR 61).
  portalPage(
    'new-investor',
    '/newInvestor/:flowkey',
    'route.processApply',
    () => import('../features/workflow/new-investor-page'),
  ),
  portalPage(
    'workflow-approve',
    '/process/approve',
    'route.processApprove',
    () => import('../features/workflow/approve-page'),
  ),
  portalPage(
    'workflow-detail',
    '/process/detial',
    'route.processDetail',
    () => import('../features/workflow/detail-page'),
  ),
  portalPage(
    'workflow-ywls-detail',
    '/process/ywlsDetail',
    'route.processDetail',
    () => import('../features/workflow/detail-page'),
  ),
  portalPage(
    'workflow-change-detail',
    '/process/changeDetial',
    'route.changeDetail',
    () => import('../features/workflow/detail-page'),
  ),
  portalPage(
    'workflow-voucher',
    '/process_pdf',
    'route.processPdf',
    () => import('../features/workflow/voucher-page'),
  ),
  portalPage(
    'workflow-claim',
    '/work/claim',
    'route.myApplications',
    () => import('../features/workflow/my-applications-page'),
  ),
  portalPage(
    'workflow-todo',
    '/work/todo',
    'route.myTodos',
    () => import('../features/workflow/my-todos-page'),
  ),
  // Query pages and the form designer (issue 5, ADR 15; features/query-pages, features/form-design).
  portalPage(
    'query-page',
    '/queryPage/:pageKey',
    'route.queryPage',
    () => import('../features/query-pages/query-page'),
    {
      keepAlive: true,
    },
  ),
  portalPage(
    'query-config-edit',
    '/queryConfig/edit/:pageKey',
    'route.queryConfigEdit',
    () => import('../features/query-pages/query-config-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'query-config-add',
    '/queryConfig/add',
    'route.queryConfigAdd',
    () => import('../features/query-pages/query-config-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'business-catalogue',
    '/companyApply',
    'route.businessCatalogue',
    () => import('../features/catalogue/business-catalogue-page'),
  ),
  // 550026 投资者风险测评, a page business (ADR 62).
  portalPage(
    'risk-assessment',
    '/investor/550026',
    'route.riskAssessment',
    () => import('../features/risk-assessment/risk-overview-page'),
  ),
  // 550091 个人合格投资者认证 (ADR 66): its apply page in the personal investor zone.
  portalPage(
    'personal-qualification',
    '/investor/550091',
    'route.personalQualification',
    () => import('../features/investor-qualification/personal-qualification-page'),
  ),
  portalPage(
    'risk-assessment-apply',
    '/550026/apply',
    'route.riskAssessmentApply',
    () => import('../features/risk-assessment/risk-apply-page'),
  ),
  portalPage(
    'risk-assessment-answer',
    '/550026/answer',
    'route.riskAssessmentAnswer',
    () => import('../features/risk-assessment/risk-answer-page'),
  ),
  portalPage(
    'company-info',
    '/companyInfo',
    'route.companyInfo',
    () => import('../features/company-record/company-record-page'),
  ),
  portalPage(
    'company-search',
    '/companyAdmin',
    'route.companySearch',
    () => import('../features/company-record/company-search-page'),
    { roles: ['reviewer_first', 'reviewer_second', 'administrator'] },
  ),
  // 投资者信息 and 投资者查询 (issue 22, ADR 63).
  portalPage(
    'investor-info',
    '/investorInfo',
    'route.investorInfo',
    () => import('../features/investor-info/investor-info-page'),
  ),
  portalPage(
    'investor-history',
    '/infoDetails',
    'route.infoDetails',
    () => import('../features/investor-info/investor-history-page'),
  ),
  portalPage(
    'investor-search',
    '/investorAdmin',
    'route.investorSearch',
    () => import('../features/investor-info/investor-search-page'),
    { roles: ['reviewer_first', 'reviewer_second', 'administrator'] },
  ),
  // 会员信息, 合作企业 and 会员查询 (issue 22, ADR 65).
  portalPage(
    'member-info',
    '/memberInfo',
    'route.memberInfo',
    () => import('../features/member-info/member-info-page'),
  ),
  portalPage(
    'member-companies',
    '/memberCompanies',
    'route.memberCompanies',
    () => import('../features/member-info/member-companies-page'),
  ),
  // 002 §2.3: 会员开户's explain page and memberApplys (ADR 68).
  portalPage(
    'member-explain',
    '/process/memberExplain',
    'route.memberExplain',
    () => import('../features/member-info/member-explain-page'),
  ),
  portalPage(
    'member-applys',
    '/process/memberApplys',
    'route.memberApplys',
    () => import('../features/member-info/member-applys-page'),
  ),
  portalPage(
    'member-search',
    '/memberAdmin',
    'route.memberSearch',
    () => import('../features/member-info/member-search-page'),
    { roles: ['reviewer_first', 'reviewer_second', 'administrator'] },
  ),
  portalPage(
    'menu-admin',
    '/system/menu',
    'route.menuAdmin',
    () => import('../features/menu-admin/menu-admin-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'dict-admin',
    '/system/dict',
    'route.dictAdmin',
    () => import('../features/system-admin/dict-admin-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'region-admin',
    '/system/region',
    'route.regionAdmin',
    () => import('../features/system-admin/region-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'sms-outbox',
    '/system/sms-outbox',
    'route.smsOutbox',
    () => import('../features/system-admin/sms-outbox-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'param-admin',
    '/system/param',
    'route.paramAdmin',
    () => import('../features/system-admin/param-admin-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'tenant-admin',
    '/system/tenant',
    'route.tenantAdmin',
    () => import('../features/tenant-admin/tenant-admin-page'),
    { roles: ADMINISTRATOR },
  ),
  portalPage(
    'form-design',
    '/formDesign',
    'route.formDesign',
    () => import('../features/form-design/form-design-page'),
    {
      roles: ADMINISTRATOR,
    },
  ),
  // The staff console (issue 20, ADR 39; features/console): administrators only.
  portalPage(
    'console-accounts',
    '/console/accounts',
    'route.consoleAccounts',
    () => import('../features/console/accounts-page'),
    {
      roles: ADMINISTRATOR,
    },
  ),
  portalPage(
    'console-roles',
    '/console/roles',
    'route.consoleRoles',
    () => import('../features/console/roles-page'),
    {
      roles: ADMINISTRATOR,
    },
  ),
  portalPage(
    'console-bindings',
    '/console/bindings',
    'route.consoleBindings',
    () => import('../features/console/bindings-page'),
    {
      roles: ADMINISTRATOR,
    },
  ),
  portalPage(
    'console-audit',
    '/console/audit',
    'route.consoleAudit',
    () => import('../features/console/audit-log-page'),
    {
      roles: ADMINISTRATOR,
    },
  ),
  // Where an account whose password an administrator set must change it first (ADR 39).
  {
    id: 'change-password',
    path: '/changePassword',
    titleKey: 'route.changePassword',
    access: 'authenticated',
    layout: 'bare',
    coreCatalogue: true,
    load: () => import('../features/security-center/forced-password-page'),
  },
  // Evidence ledger (issue 7; features/evidence/README.md): the explorer and an entry's page for signed-in
  // users (002 §2.3; the server scopes the lists), the receipt verification page public (no login).
  portalPage(
    'block-chain',
    '/blockChain',
    'route.blockChain',
    () => import('../features/evidence/blockchain-page'),
  ),
  portalPage(
    'block-chain-detail',
    '/areaBlockChainDetail/:transHash',
    'route.areaBlockChainDetail',
    () => import('../features/evidence/entry-detail-page'),
  ),
  {
    id: 'evidence-verify',
    path: '/evidence/verify',
    titleKey: 'route.evidenceVerify',
    access: 'public',
    layout: 'public',
    load: () => import('../features/evidence/verify-page'),
  },
  portalPage(
    'portal-building',
    PORTAL_BUILDING_PATH,
    'route.building',
    () => import('../pages/building-page'),
  ),
  {
    id: 'building',
    path: '/building',
    titleKey: 'route.building',
    access: 'public',
    layout: 'public',
    load: () => import('../pages/building-page'),
  },
  barePublicPage('forbidden', '/403', 'route.forbidden', () => import('../pages/forbidden-page')),
  barePublicPage('not-found', '/404', 'route.notFound', () => import('../pages/not-found-page')),
  barePublicPage('server-error', '/500', 'route.serverError', () => import('../pages/server-error-page')),
  barePublicPage('catch-all', '*', 'route.notFound', () => import('../pages/not-found-page')),
];

export const findRouteById = (id: string): AppRouteDef | undefined =>
  routeTable.find((route) => route.id === id);

/** Whether a table path matches `pathname`: static segments exactly, `:param` segments any one segment. */
const matchesPath = (pattern: string, pathname: string): boolean => {
  if (!pattern.includes(':')) return pattern === pathname;
  const want = pattern.split('/');
  const have = pathname.split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
};

/** The route whose path matches `pathname` (static paths, or `:param` segments as in `/x/:uuid`). */
export const findRouteByPath = (pathname: string): AppRouteDef | undefined =>
  routeTable.find((route) => route.path !== '*' && matchesPath(route.path, pathname));
