/** The public face of the encumbrances module (issue 23, ADR 75): what the app composes. */
export { registerEncumbranceQueryEndpoints } from './query-endpoints.js';
export { registerEncumbranceRoutes } from './routes.js';
