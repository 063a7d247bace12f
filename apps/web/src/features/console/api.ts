import {
  CONSOLE_MGR,
  type ConsoleAccountDetail,
  type ConsoleAccountRow,
  type ConsoleAuditRow,
  type ConsoleBindings,
  type ConsoleInitialPassword,
  type ConsoleOption,
  type ConsoleRoleMenus,
  type ConsoleRoleRow,
  type ConsoleWorkflowNode,
  type Page,
} from '@rer/contracts';
import { http } from '../../lib/http';

/** The staff console's calls (ADR 39); writes answer the envelope, whose message the client shows on failure. */
export const consoleUrls = {
  accountPage: `${CONSOLE_MGR}/account/page`,
  accountDetail: `${CONSOLE_MGR}/account/detail`,
  account: (action: string) => `${CONSOLE_MGR}/account/${action}`,
  roleList: `${CONSOLE_MGR}/role/list`,
  workflowNodes: `${CONSOLE_MGR}/role/workflow-nodes`,
  role: (action: string) => `${CONSOLE_MGR}/role/${action}`,
  bindingList: `${CONSOLE_MGR}/binding/list`,
  binding: (action: string) => `${CONSOLE_MGR}/binding/${action}`,
  options: (kind: 'company' | 'holder' | 'product') => `${CONSOLE_MGR}/binding/options/${kind}`,
  auditPage: `${CONSOLE_MGR}/audit/page`,
  auditExport: `${CONSOLE_MGR}/audit/export`,
} as const;

type Params = Record<string, string | number | undefined>;
const clean = (params: Params) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;

export const consoleApi = {
  accounts: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<ConsoleAccountRow>>(consoleUrls.accountPage, { params: clean(params), signal }),
  account: (id: string, signal?: AbortSignal) =>
    http.getData<ConsoleAccountDetail>(consoleUrls.accountDetail, { params: { id }, signal }),
  createAccount: (body: unknown) => http.post<ConsoleInitialPassword>(consoleUrls.account('create'), body),
  resetPassword: (id: string) =>
    http.post<ConsoleInitialPassword>(consoleUrls.account('reset-password'), { id }),
  accountWrite: (action: 'update' | 'status' | 'unlock' | 'zones' | 'roles', body: unknown) =>
    http.post<unknown>(consoleUrls.account(action), body),
  roles: (signal?: AbortSignal) => http.getData<ConsoleRoleRow[]>(consoleUrls.roleList, { signal }),
  workflowNodes: (signal?: AbortSignal) =>
    http.getData<ConsoleWorkflowNode[]>(consoleUrls.workflowNodes, { signal }),
  roleWrite: (action: 'create' | 'update' | 'status', body: unknown) =>
    http.post<unknown>(consoleUrls.role(action), body),
  roleMenus: (roleId: string, signal?: AbortSignal) =>
    http.getData<ConsoleRoleMenus>(consoleUrls.role('menus'), { params: { roleId }, signal }),
  saveRoleMenus: (body: { roleId: string; version: number; zone: string; itemIds: string[] }) =>
    http.post<unknown>(consoleUrls.role('menus/save'), body),
  bindings: (accountId: string, signal?: AbortSignal) =>
    http.getData<ConsoleBindings>(consoleUrls.bindingList, { params: { accountId }, signal }),
  bindingWrite: (action: 'company' | 'company/remove' | 'holder' | 'holder/remove', body: unknown) =>
    http.post<unknown>(consoleUrls.binding(action), body),
  options: (kind: 'company' | 'holder' | 'product', key: string) =>
    http.getData<ConsoleOption[]>(consoleUrls.options(kind), { params: { key } }),
  audit: (params: Params, signal?: AbortSignal) =>
    http.getData<Page<ConsoleAuditRow>>(consoleUrls.auditPage, { params: clean(params), signal }),
  exportAudit: (params: Params) =>
    http.download(consoleUrls.auditExport, { method: 'GET', params: clean(params) }),
};

export const ZONE_OPTIONS = [
  { value: 'mgr', label: '管理端' },
  { value: 'org', label: '企业专区' },
  { value: 'member', label: '会员专区' },
  { value: 'personalholder', label: '个人投资者专区' },
  { value: 'orgholder', label: '机构投资者专区' },
  { value: 'productholder', label: '产品投资者专区' },
];
export const zoneName = (zone: string) => ZONE_OPTIONS.find((z) => z.value === zone)?.label ?? zone;
