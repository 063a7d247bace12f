/** The public face of the menu administration feature (ADR 36): the route loads the page. */
export { default as MenuAdminPage } from './menu-admin-page';
