/** The public face of the catalogue module (业务办理, ADR 41): what the app composes. */
export { registerCatalogueRoutes } from './catalogue-routes.js';
export { investmentZoneAnswerOf } from './investment-zone.service.js';
