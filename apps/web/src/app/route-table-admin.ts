import { type AppRouteDef, portalPage } from './route-def';

const ADMINISTRATOR = ['administrator'] as const;

/**
 * The administrators' pages of the route table (issues 15 and 20; ADRs 39, 40): menus, dictionaries,
 * regions, the SMS outbox, parameters, tenants, the form designer and the staff console. Spread into
 * `routeTable` in place, so the table's order (first match wins) is unchanged.
 */
export const administrationRoutes: readonly AppRouteDef[] = [
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
];
