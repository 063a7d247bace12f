import { AppError } from '../../platform/errors.js';
import type { HolderSearchDeps, SearchCaller } from '../holder-search/index.js';
import { searchScope } from '../holder-search/index.js';
import { findMembersOfCompany, listActiveMembers } from './member.repository.js';

/** The most members a list answers. */
export const MEMBER_LIST_LIMIT = 5000;

/** `member/listAllMember`: member institutions in normal status (not personal data). */
export async function listAllMembers(deps: HolderSearchDeps, caller: SearchCaller) {
  const { user } = caller;
  if (searchScope(user).kind === 'none') throw new AppError('HOLDER_SEARCH_FORBIDDEN');
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    listActiveMembers(tx, user.tenantId, MEMBER_LIST_LIMIT),
  );
  return found.map((m) => ({ custno: m.custno, chineseName: m.chineseName }));
}

/** `member/getMemberByCompanyName`: the cooperating members of a company the caller may see. */
export async function membersOfCompany(deps: HolderSearchDeps, caller: SearchCaller, companyName: string) {
  const { user } = caller;
  const scope = searchScope(user);
  if (scope.kind === 'none') throw new AppError('HOLDER_SEARCH_FORBIDDEN');
  const found = await deps.db.withTenant(user.tenantId, (tx) =>
    findMembersOfCompany(tx, { tenantId: user.tenantId, companyName, scope, limit: MEMBER_LIST_LIMIT }),
  );
  return found.map((m) => ({
    id: m.id,
    memberId: m.id,
    label: `${m.chineseName}（${m.custno}）`,
    chineseName: m.chineseName,
    memberName: m.chineseName,
    holderName: m.chineseName,
    certificateNo: m.certificateNo,
    custno: m.custno,
    memberCode: m.custno,
    accountNumber: m.custno,
    organType: 1,
  }));
}
