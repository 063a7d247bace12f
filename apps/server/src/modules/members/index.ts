/** The public face of the members module: what other modules may import (ADR 36). */

export { listAllMembers, membersOfCompany } from './member.service.js';
export {
  bindCompany,
  endBinding,
  findActiveBindings,
  findCompaniesNamed,
  findOpenMemberByCreditCode,
  findOpenMemberOf,
  type OpenMember,
  saveMemberProfile,
} from './member-account.repository.js';
export {
  closeMember,
  insertMember,
  type MemberChange,
  type MemberChangeListener,
  onMemberChange,
  updateMemberFacts,
} from './member-change.js';
export {
  MEMBER_NOTICE_QUEUE,
  membersRuntime,
  queueCooperationEndedNotice,
  sendCooperationEndedNotice,
} from './member-notice.js';
export { registerMemberPageRoutes } from './member-pages.routes.js';
export { memberStatusOf } from './member-pages.service.js';
export { registerMemberRoutes } from './routes.js';
