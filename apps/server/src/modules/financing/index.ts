/** The public face of the financing module (投融资信息, issue 25 part G2, ADR 84): what the app composes. */

export { publishedNeedOf } from './financing-link.js';
export { registerFinancingRoutes } from './routes.js';
