import type { LandingMode } from '../../db/schema.js';

/** Pages not built yet point at the 建设中 placeholder. */
export const BUILDING_PATH = '/building';

/** A button permission of a menu item (002 §6: flattened by the client into a code → true map). */
export interface ShippedButton {
  code: string;
  name: string;
  roles?: string[];
}

/** A menu item of the shipped tree; `key` is unique within its zone and never reused. */
export interface ShippedNode {
  key: string;
  name: string;
  path: string;
  icon?: string;
  roles?: string[];
  children?: ShippedNode[];
  buttons?: ShippedButton[];
}

const ADMIN = ['administrator'];

/** 短信沙箱发件箱: served only where the SMS sandbox is on (app.ts hides it elsewhere). */
export const SMS_OUTBOX_MENU_KEY = 'sms-outbox';
const REVIEW_STAFF = ['reviewer_first', 'reviewer_second', 'administrator'];

const todo = (extra: ShippedButton[] = []): ShippedNode => ({
  key: 'todo',
  name: '我的待办',
  path: '/work/todo',
  icon: 'icon-todo',
  buttons: [{ code: 'todo_handle', name: '办理' }, ...extra],
});
const business: ShippedNode = {
  key: 'business',
  name: '业务办理',
  path: '/companyApply',
  icon: 'icon-apply',
};
const common = (todoButtons: ShippedButton[] = [], withBusiness = true): ShippedNode[] => [
  { key: 'wel', name: '工作台', path: '/wel/index', icon: 'icon-home' },
  ...(withBusiness ? [business] : []),
  todo(todoButtons),
  {
    key: 'claim',
    name: '我的申请',
    path: '/work/claim',
    icon: 'icon-apply',
    buttons: [{ code: 'claim_view', name: '查看' }],
  },
  { key: 'blockchain', name: '区块链存证', path: '/blockChain', icon: 'icon-chain' },
];
const security: ShippedNode = {
  key: 'security',
  name: '安全中心',
  path: '/securityCenter',
  icon: 'icon-safe',
  buttons: [{ code: 'security_edit', name: '修改' }],
};

const holderMenus: ShippedNode[] = [
  ...common(),
  { key: 'capital', name: '账户总览', path: '/capital', icon: 'icon-account' },
  {
    key: 'holdings',
    name: '我的持股',
    path: '/gd/wdcgxx',
    icon: 'icon-share',
    buttons: [{ code: 'holder_switch', name: '切换账户' }],
  },
  { key: 'risk-assessment', name: '风险测评', path: '/investor/550026', icon: 'icon-risk' },
  { key: 'investor-info', name: '投资者信息', path: '/investorInfo', icon: 'icon-user' },
  { key: 'holding-certificates', name: '持股证明', path: '/holdingCertificates', icon: 'icon-register' },
  { key: 'freeze', name: '冻结查询', path: '/encumbrance/freezes', icon: 'icon-search' },
  { key: 'pledge', name: '质押查询', path: '/encumbrance/pledges', icon: 'icon-search' },
  security,
];

/**
 * The side menu of each zone as shipped (spec 002 §2.6): copied into the menu table of every
 * tenant (menu-sync.ts), where administrators edit it. 企业管理 shows only in the org zone.
 */
export const SHIPPED_MENUS: Record<LandingMode, ShippedNode[]> = {
  org: [
    ...common(),
    {
      key: 'company',
      name: '企业管理',
      path: '/companyAdmin',
      icon: 'icon-company',
      buttons: [
        { code: 'company_edit', name: '编辑企业' },
        { code: 'company_switch', name: '切换企业' },
      ],
      children: [
        { key: 'company-info', name: '企业基本信息', path: '/companyInfo', icon: 'icon-company' },
        {
          key: 'company-hitech-apply',
          name: '专精特新入板',
          path: '/companyHitechApply',
          icon: 'icon-company',
        },
        {
          key: 'company-hitech-info',
          name: '专精特新信息',
          path: '/companyHitechInfo',
          icon: 'icon-company',
        },
        {
          key: 'company-service-apply',
          name: '企业服务申请',
          path: '/companyServiceApply',
          icon: 'icon-company',
        },
        // Financing roadshows (ADR 88): the keys stay, the product-info gate filters by them.
        { key: 'roadshow-manage', name: '融资路演管理', path: '/roadshow/manage', icon: 'icon-apply' },
        { key: 'roadshow-query', name: '融资路演活动查询', path: '/roadshow/query', icon: 'icon-search' },
        { key: 'roadshow', name: '融资路演', path: '/roadshow', icon: 'icon-company' },
      ],
    },
    { key: 'register', name: '股东名册', path: '/shareRegister', icon: 'icon-register' },
    { key: 'holding-certificates', name: '持股证明', path: '/holdingCertificates', icon: 'icon-register' },
    { key: 'restricted', name: '限售查询', path: '/encumbrance/locks', icon: 'icon-search' },
    {
      key: 'financing',
      name: '投融资',
      path: '/financing/mine',
      icon: 'icon-company',
      children: [
        { key: 'financing-mine', name: '融资需求管理', path: '/financing/mine', icon: 'icon-apply' },
        { key: 'perfect-data', name: '完善资料', path: '/perfectData', icon: 'icon-company' },
        { key: 'value-diagnosis', name: '股权估值自测', path: '/valueDiagnosis', icon: 'icon-search' },
        { key: 'skill-evaluate', name: '企业能力自评', path: '/skillEvaluate', icon: 'icon-search' },
      ],
    },
    // Listing (issue 25, ADR 79).
    {
      key: 'listing',
      name: '挂牌业务',
      path: '/process/listedApplys',
      icon: 'icon-apply',
      children: [
        { key: 'listing-apply', name: '企业挂牌申请', path: '/process/listedApplys' },
        { key: 'listing-assessment', name: '挂牌自评', path: '/assessment' },
        { key: 'listing-products', name: '挂牌产品管理', path: '/gpcpglManagenment' },
      ],
    },
    security,
  ],
  member: [
    ...common(),
    {
      key: 'member-companies',
      name: '合作企业',
      path: '/memberCompanies',
      icon: 'icon-company',
      buttons: [{ code: 'company_switch', name: '切换企业' }],
    },
    { key: 'member-info', name: '会员信息', path: '/memberInfo', icon: 'icon-user' },
    { key: 'member-applys', name: '会员业务申请', path: '/process/memberApplys', icon: 'icon-apply' },
    security,
  ],
  personalholder: holderMenus,
  orgholder: holderMenus,
  productholder: holderMenus,
  mgr: [
    ...common(
      [
        { code: 'review_first', name: '初审', roles: ['reviewer_first'] },
        { code: 'review_second', name: '复审', roles: ['reviewer_second'] },
      ],
      false,
    ),
    { key: 'holder-search', name: '账户查询', path: '/shareholderDetail', icon: 'icon-search' },
    {
      key: 'investor-search',
      name: '投资者查询',
      path: '/investorAdmin',
      icon: 'icon-search',
      roles: REVIEW_STAFF,
    },
    {
      key: 'member-search',
      name: '会员查询',
      path: '/memberAdmin',
      icon: 'icon-search',
      roles: REVIEW_STAFF,
    },
    {
      key: 'company-admin',
      name: '企业管理',
      path: '/companyAdmin',
      icon: 'icon-company',
      roles: REVIEW_STAFF,
      children: [{ key: 'company-search', name: '企业查询', path: '/companyAdmin' }],
    },
    {
      key: 'showcase-admin',
      name: '展示管理',
      path: '/showPlateAdmin',
      icon: 'icon-company',
      roles: REVIEW_STAFF,
      children: [{ key: 'show-plate-admin', name: '展示板块管理', path: '/showPlateAdmin' }],
    },
    {
      key: 'register-admin',
      name: '登记管理',
      path: '/shareRegister',
      icon: 'icon-register',
      roles: REVIEW_STAFF,
      children: [
        { key: 'register-view', name: '股东名册', path: '/shareRegister' },
        { key: 'register-import', name: '名册导入', path: '/shareRegister/import' },
        { key: 'encumbrance-admin', name: '股份权利限制', path: '/encumbranceAdmin' },
        { key: 'regional-chain-sync', name: '跨链同步', path: '/regionalChain/sync' },
      ],
    },
    // Content operations (ADR 83): staff write, a second staff member reviews before publishing.
    {
      key: 'content-admin',
      name: '内容管理',
      path: '/contentAdmin',
      icon: 'icon-audit',
      roles: REVIEW_STAFF,
      children: [
        { key: 'content-list', name: '内容发布', path: '/contentAdmin' },
        { key: 'content-review', name: '内容审核', path: '/contentReview' },
      ],
    },
    {
      key: 'financing-admin',
      name: '投融资管理',
      path: '/financingReview',
      icon: 'icon-apply',
      roles: REVIEW_STAFF,
      children: [
        { key: 'financing-review', name: '融资需求审核', path: '/financingReview' },
        { key: 'roadshow-admin', name: '路演活动管理', path: '/roadshowAdmin' },
      ],
    },
    // Listing (issue 25, ADR 79).
    {
      key: 'listing-admin',
      name: '挂牌管理',
      path: '/sectorAdmin',
      icon: 'icon-company',
      roles: REVIEW_STAFF,
      children: [{ key: 'sector-admin', name: '板块管理', path: '/sectorAdmin' }],
    },
    {
      key: 'system',
      name: '系统管理',
      path: '/system',
      icon: 'icon-setting',
      roles: ADMIN,
      children: [
        { key: 'console-accounts', name: '账号管理', path: '/console/accounts' },
        { key: 'console-roles', name: '角色管理', path: '/console/roles' },
        { key: 'console-bindings', name: '账号绑定', path: '/console/bindings' },
        { key: 'console-audit', name: '审计日志', path: '/console/audit' },
        { key: 'form-design', name: '表单设计', path: '/formDesign' },
        { key: 'query-config', name: '查询页配置', path: '/queryConfig/add' },
        {
          key: 'menu',
          name: '菜单管理',
          path: '/system/menu',
          buttons: [
            { code: 'menu_add', name: '新增菜单', roles: ADMIN },
            { code: 'menu_edit', name: '编辑菜单', roles: ADMIN },
            { code: 'menu_remove', name: '删除菜单', roles: ADMIN },
          ],
        },
        {
          key: 'dict',
          name: '业务字典',
          path: '/system/dict',
          buttons: [{ code: 'dict_admin', name: '字典维护', roles: ADMIN }],
        },
        { key: 'param', name: '系统参数', path: '/system/param' },
        { key: 'region', name: '行政区划', path: '/system/region' },
        { key: SMS_OUTBOX_MENU_KEY, name: '短信沙箱发件箱', path: '/system/sms-outbox', roles: ADMIN },
        {
          key: 'tenant',
          name: '租户管理',
          path: '/system/tenant',
          buttons: [{ code: 'tenant_admin', name: '租户维护', roles: ADMIN }],
        },
      ],
    },
    security,
  ],
};
