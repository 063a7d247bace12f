/** The public face of the public-site module (issue 25 part F, ADR 82): what the app composes. */
export { COMPANY_LOGO_KIND, registerPublicSiteRoutes } from './routes.js';
export { createShowcaseCaches, SHOWCASE_PROVINCE_PARAM } from './showcase.service.js';
