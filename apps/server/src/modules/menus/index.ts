/** The public face of the menus module: what the app composes (ADR 40). */

export { createMenuService, type MenuService, type MenuServiceOptions } from './menu.service.js';
export { registerMenuAdminRoutes } from './menu-admin-routes.js';
export { ADMINISTRATOR_KEEPS, type RoleGrantChange } from './menu-role-grant.js';
export { applyRoleMenuGrant, roleMenuItems } from './menu-role-grant.service.js';
export { registerMenuRoutes } from './menu-routes.js';
export { type MenuSyncResult, syncShippedMenusOfTenants } from './menu-sync.js';
export { BUILDING_PATH, SHIPPED_MENUS, SMS_OUTBOX_MENU_KEY } from './shipped-menus.js';
