import { MEMBER_CLOSURE_MESSAGES, MEMBER_LABELS, MEMBER_MESSAGES, memberFactsOf } from '@rer/domain';
import { appendLedgerEntry } from '../../modules/evidence-ledger/index.js';
import { lockRegisteredIdentity } from '../../modules/identity/index.js';
import { closeMember, findOpenMemberOf, type OpenMember } from '../../modules/members/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { refuseUnlessMemberZone } from '../shared/member-account.js';
import { endCooperations } from '../shared/member-cooperation.js';

/** The form names the member closed: its name and credit code as the open member has them. */
function refuseOtherMember(
  member: OpenMember,
  form: Readonly<Record<string, unknown>>,
): { memberName: string; creditCode: string } {
  const facts = memberFactsOf(form);
  if (facts.memberName !== member.chineseName)
    throw validationError(MEMBER_LABELS.memberName, MEMBER_CLOSURE_MESSAGES.notThisMember);
  if (facts.creditCode !== (member.certificateNo ?? '').toUpperCase())
    throw validationError(MEMBER_LABELS.creditCode, MEMBER_CLOSURE_MESSAGES.notThisMember);
  return { memberName: facts.memberName, creditCode: facts.creditCode };
}

/** 550021 会员销户 (ADR 68): an opened member's own login, naming its member, files it. */
export async function checkMemberClosure(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  refuseUnlessMemberZone({
    tenantId: input.tenantId,
    applicantZone: input.applicantZone,
    isStaff: input.isStaff,
  });
  const member = await findOpenMemberOf(tx, input.tenantId, input.applicantId);
  if (!member) throw validationError(MEMBER_LABELS.applicant, MEMBER_MESSAGES.notOpened);
  refuseOtherMember(member, input.form);
  return { confirmation: null };
}

/**
 * Closes the member under the login's and the member's row locks (rules checked again: a closure
 * or another login's change may have completed since the submit): every active cooperation ends —
 * notified by SMS where the row asked for it —, the member's status becomes 0, and the ledger
 * records it with the reason.
 */
export async function completeMemberClosure(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  const { tenantId, applicantId } = input;
  refuseUnlessMemberZone({ tenantId, applicantZone: input.applicantZone, isStaff: false });
  if (!(await lockRegisteredIdentity(tx, tenantId, applicantId)))
    throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: '申请人账号不存在' });
  const member = await findOpenMemberOf(tx, tenantId, applicantId, true);
  if (!member) throw validationError(MEMBER_LABELS.applicant, MEMBER_MESSAGES.notOpened);
  const facts = refuseOtherMember(member, input.form);
  const ended = await endCooperations(tx, {
    tenantId,
    memberId: member.id,
    memberName: member.chineseName,
    applicationId: input.applicationId,
  });
  await closeMember(tx, member.id);
  await appendLedgerEntry(tx, {
    tenantId,
    kind: 'member.accountClosed',
    bizTypeName: '会员销户',
    body: {
      memberId: member.id,
      custno: member.custno,
      chineseName: facts.memberName,
      certificateNo: facts.creditCode,
      status: 0,
      reason: typeof input.form.closeReason === 'string' ? input.form.closeReason.trim() : '',
      ended: ended.ended,
      notices: ended.notices,
      applicantId,
    },
    personalKeys: [],
    refs: { bizSn: input.bizSn, appId: input.appId, uuid: input.applicationId },
  });
}
