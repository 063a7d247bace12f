/** The public face of the investor-info module (issue 22, ADR 63): what the app composes. */
export { registerInvestorInfoRoutes } from './routes.js';
