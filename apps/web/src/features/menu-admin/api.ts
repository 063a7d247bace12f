import type { MenuAdminNode, MenuSubmitBody, MenuTreeNode } from '@rer/contracts';
import { http } from '../../lib/http';

const MENU = '/api/blade-system/menu';

export const menuAdminUrls = {
  lazyList: `${MENU}/lazy-list`,
  tree: `${MENU}/tree`,
  roleOptions: `${MENU}/role-options`,
  submit: `${MENU}/submit`,
  remove: `${MENU}/remove`,
} as const;

export const menuAdminKeys = {
  all: ['menu-admin'] as const,
  children: (zone: string, parentId: string) => ['menu-admin', 'children', zone, parentId] as const,
  tree: (zone: string) => ['menu-admin', 'tree', zone] as const,
  roles: () => ['menu-admin', 'roles'] as const,
};

export type { MenuAdminNode, MenuSubmitBody, MenuTreeNode };

export const menuAdminApi = {
  children: (zone: string, parentId: string, signal?: AbortSignal) =>
    http.getData<MenuAdminNode[]>(menuAdminUrls.lazyList, { params: { zone, parentId }, signal }),
  tree: (zone: string, signal?: AbortSignal) =>
    http.getData<MenuTreeNode[]>(menuAdminUrls.tree, { params: { zone }, signal }),
  roles: (signal?: AbortSignal) =>
    http.getData<{ alias: string; name: string }[]>(menuAdminUrls.roleOptions, { signal }),
  /** Resolves with the saved id and version; a refusal was already shown by the transport. */
  submit: (body: MenuSubmitBody) => http.post<{ id: string; version: number }>(menuAdminUrls.submit, body),
  remove: (ids: string[]) =>
    http.post<number>(menuAdminUrls.remove, undefined, { params: { ids: ids.join(',') } }),
};
