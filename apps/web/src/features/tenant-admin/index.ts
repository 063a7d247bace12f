/** The public face of the tenant administration (ADR 36, ADR 42): the route loads the page. */
export { default as TenantAdminPage } from './tenant-admin-page';
