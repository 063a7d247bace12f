import type { MenuItem } from '@rer/contracts';
import type { LandingMode } from '../../db/schema.js';

/** Pages not built yet point at the 建设中 placeholder. */
export const BUILDING_PATH = '/building';

type Node = { key: string; name: string; path: string; icon?: string; roles?: string[]; children?: Node[] };

const common: Node[] = [
  { key: 'wel', name: '工作台', path: '/wel/index', icon: 'icon-home' },
  { key: 'todo', name: '我的待办', path: '/work/todo', icon: 'icon-todo' },
  { key: 'claim', name: '我的申请', path: '/work/claim', icon: 'icon-apply' },
  { key: 'blockchain', name: '区块链存证', path: '/blockChain', icon: 'icon-chain' },
];
const security: Node = { key: 'security', name: '安全中心', path: '/securityCenter', icon: 'icon-safe' };
const building = (key: string, name: string, icon = 'icon-building'): Node => ({
  key,
  name,
  path: BUILDING_PATH,
  icon,
});

const holderMenus: Node[] = [
  ...common,
  { key: 'capital', name: '账户总览', path: '/capital', icon: 'icon-account' },
  { key: 'holdings', name: '我的持股', path: '/gd/wdcgxx', icon: 'icon-share' },
  building('freeze', '冻结查询'),
  building('pledge', '质押查询'),
  security,
];

/** The side menu of each zone (spec 002 §2.6). 企业管理 shows only in the org zone. */
const MENUS: Record<LandingMode, Node[]> = {
  org: [
    ...common,
    {
      key: 'company',
      name: '企业管理',
      path: '/companyAdmin',
      icon: 'icon-company',
      children: [
        building('company-info', '企业基本信息维护'),
        building('roadshow-manage', '融资路演管理'),
        building('roadshow-query', '融资路演活动查询'),
        building('roadshow', '融资路演'),
      ],
    },
    { key: 'register', name: '股东名册', path: '/shareRegister', icon: 'icon-register' },
    building('restricted', '限售查询'),
    security,
  ],
  member: [
    ...common,
    building('member-companies', '合作企业'),
    building('member-info', '会员信息变更'),
    security,
  ],
  personalholder: holderMenus,
  orgholder: holderMenus,
  productholder: holderMenus,
  mgr: [
    ...common,
    { key: 'holder-search', name: '账户查询', path: '/shareholderDetail', icon: 'icon-search' },
    {
      key: 'register-admin',
      name: '登记管理',
      path: '/shareRegister',
      icon: 'icon-register',
      roles: ['reviewer_first', 'reviewer_second', 'administrator'],
      children: [
        { key: 'register-view', name: '股东名册', path: '/shareRegister' },
        { key: 'register-import', name: '名册导入', path: '/shareRegister/import' },
      ],
    },
    {
      key: 'system',
      name: '系统管理',
      path: '/system',
      icon: 'icon-setting',
      roles: ['administrator'],
      children: [
        { key: 'console-accounts', name: '账号管理', path: '/console/accounts' },
        { key: 'console-roles', name: '角色管理', path: '/console/roles' },
        { key: 'console-bindings', name: '账号绑定', path: '/console/bindings' },
        { key: 'console-audit', name: '审计日志', path: '/console/audit' },
        { key: 'form-design', name: '表单设计', path: '/formDesign' },
        { key: 'query-config', name: '查询页配置', path: '/queryConfig/add' },
        building('menu', '菜单管理'),
        building('dict', '业务字典'),
        building('tenant', '租户管理'),
      ],
    },
    security,
  ],
};

function toItem(node: Node, zone: LandingMode, parentId: string): MenuItem {
  const id = `${zone}:${node.key}`;
  return {
    id,
    parentId,
    name: node.name,
    path: node.path,
    icon: node.icon ?? '',
    group: zone,
    query: '',
    meta: { roles: node.roles ?? [], i18n: node.key },
    children: (node.children ?? []).map((child) => toItem(child, zone, id)),
  };
}

/** The zone's menu tree, without items whose roles the user lacks (no roles = everyone). */
export function menuFor(zone: LandingMode, roles: string[]): MenuItem[] {
  const visible = (item: MenuItem): boolean =>
    item.meta.roles.length === 0 || item.meta.roles.some((r) => roles.includes(r));
  const prune = (items: MenuItem[]): MenuItem[] =>
    items.filter(visible).map((item) => ({ ...item, children: prune(item.children) }));
  return prune(MENUS[zone].map((node) => toItem(node, zone, '0')));
}

/** Button permission codes per zone (flattened by the client into a code → true map). */
export function buttonsFor(zone: LandingMode, roles: string[]): string[] {
  const base = ['todo_handle', 'claim_view', 'security_edit'];
  if (zone === 'org') base.push('company_edit', 'company_switch');
  if (zone === 'member') base.push('company_switch');
  if (zone.endsWith('holder')) base.push('holder_switch');
  if (roles.includes('reviewer_first')) base.push('review_first');
  if (roles.includes('reviewer_second')) base.push('review_second');
  if (roles.includes('administrator')) base.push('menu_admin', 'dict_admin', 'tenant_admin');
  return base;
}
