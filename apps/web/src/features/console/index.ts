/** The staff console's pages (issue 20, ADR 39): loaded by the route table. */
export { consoleApi, consoleUrls } from './api';
