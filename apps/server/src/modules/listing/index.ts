/** The public face of the listing module (ADR 79): sectors, listing codes, display, self-assessment, products. */
export { registerListingRoutes } from './routes.js';
export {
  allocateListCode,
  checkListingSector,
  type SectorDeps,
  seedDemoSectors,
} from './sector.service.js';
