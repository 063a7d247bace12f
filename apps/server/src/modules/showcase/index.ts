/** The public face of the showcase module (issue 25, ADR 80): show plates, the showcase checks, the official website. */
export { OFFICIAL_WEBSITE_PARAM } from './official-website.service.js';
export { registerShowcaseRoutes } from './routes.js';
export { DEMO_SHOW_PLATES, requireEnabledPlate, seedShowPlates } from './show-plate.service.js';
export {
  resolveShowcaseCompany,
  resolveShownCompany,
  type ShowcaseApplicant,
  showcaseApplicant,
} from './showcase-company.js';
