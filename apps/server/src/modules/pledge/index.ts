/** The public face of the pledge module (550063's calls; ADR 71). */
export { type PledgeRouteDeps, registerPledgeRoutes } from './routes.js';
