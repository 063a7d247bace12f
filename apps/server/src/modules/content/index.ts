/** The public face of the content module (issue 25, ADR 83): what the app composes. */

export type { ContentDeps } from './content-public.service.js';
export { type PublishedContentSeed, seedPublishedContent } from './content-seed.js';
export { registerContentRoutes } from './routes.js';
