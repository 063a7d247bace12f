/** The public face of the members module: what other modules may import (ADR 36). */
export { listAllMembers, membersOfCompany } from './member.service.js';
export { registerMemberRoutes } from './routes.js';
