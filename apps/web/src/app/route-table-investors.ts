import { type AppRouteDef, portalPage } from './route-def';

/**
 * The investor and member pages of the route table (issues 22; ADRs 61–69): risk assessment,
 * qualification, 投资者信息 and its history, 投资者查询, the member pages. Spread into `routeTable`
 * in place, so the table's order (first match wins) is unchanged.
 */
export const investorAndMemberRoutes: readonly AppRouteDef[] = [
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
  // 持股证明 (550115, ADR 76): the certificates of the login (investor zones) or of the enterprise.
  portalPage(
    'holding-certificates',
    '/holdingCertificates',
    'route.holdingCertificates',
    () => import('../features/holding-certificate/certificate-list-page'),
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
  // 质押查询 / 冻结查询 (investor zones), 限售查询 (enterprise), 股份权利限制 (staff) (issue 23, ADR 75).
  portalPage(
    'my-pledges',
    '/encumbrance/pledges',
    'route.myPledges',
    () => import('../features/encumbrances/my-pledges-page'),
  ),
  portalPage(
    'my-freezes',
    '/encumbrance/freezes',
    'route.myFreezes',
    () => import('../features/encumbrances/my-freezes-page'),
  ),
  portalPage(
    'company-locks',
    '/encumbrance/locks',
    'route.companyLocks',
    () => import('../features/encumbrances/company-locks-page'),
  ),
  portalPage(
    'encumbrance-admin',
    '/encumbranceAdmin',
    'route.encumbranceAdmin',
    () => import('../features/encumbrances/encumbrance-admin-page'),
    { roles: ['reviewer_first', 'reviewer_second', 'administrator'] },
  ),
  portalPage(
    'regional-chain-sync',
    '/regionalChain/sync',
    'route.regionalChainSync',
    () => import('../features/regional-chain/chain-sync-page'),
    { roles: ['reviewer_first', 'reviewer_second', 'administrator'] },
  ),
];
