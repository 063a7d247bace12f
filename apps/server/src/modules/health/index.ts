/** The public face of the health module: what other modules may import (ADR 36). */
export { registerHealthRoutes } from './routes.js';
