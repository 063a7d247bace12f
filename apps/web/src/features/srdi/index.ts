/** The SRDI board's pages (issue 25, ADR 81); routes load the `*-page.tsx` files lazily. */

export { srdiApi } from './api';
export { ScoringTable } from './scoring-table';
export { admissionBlock, SERVICE_EXITS } from './srdi-status';
