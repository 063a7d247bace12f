/** The public face of the roadshow module (融资路演, ADR 88): what the app composes. */
export { registerRoadshowRoutes } from './routes.js';
