import { MEMBER_LABELS, MEMBER_MESSAGES } from '@rer/domain';
import { appendLedgerEntry } from '../../modules/evidence-ledger/index.js';
import { lockRegisteredIdentity } from '../../modules/identity/index.js';
import { findOpenMemberOf, saveMemberProfile, updateMemberFacts } from '../../modules/members/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { checkMemberForm, qualificationRowsOf, refuseUnlessMemberZone } from '../shared/member-account.js';
import { completeCooperationTable } from '../shared/member-cooperation.js';

/** 550020 会员信息变更 (ADR 65): only an opened member revises; the completion rewrites it. */
export async function checkMemberRevision(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  refuseUnlessMemberZone({
    tenantId: input.tenantId,
    applicantZone: input.applicantZone,
    isStaff: input.isStaff,
  });
  const member = await findOpenMemberOf(tx, input.tenantId, input.applicantId);
  if (!member) throw validationError(MEMBER_LABELS.applicant, MEMBER_MESSAGES.notOpened);
  await checkMemberForm(tx, input.tenantId, input.form, member.id);
  return { confirmation: null };
}

/**
 * Rewrites the member's facts, profile and qualification under the login's and the member's row
 * locks; the table binds, keeps and ends cooperations (ended ones notified when asked).
 */
export async function completeMemberRevision(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  const { tenantId, applicantId } = input;
  refuseUnlessMemberZone({ tenantId, applicantZone: input.applicantZone, isStaff: false });
  if (!(await lockRegisteredIdentity(tx, tenantId, applicantId)))
    throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: '申请人账号不存在' });
  const member = await findOpenMemberOf(tx, tenantId, applicantId, true);
  if (!member) throw validationError(MEMBER_LABELS.applicant, MEMBER_MESSAGES.notOpened);
  const facts = await checkMemberForm(tx, tenantId, input.form, member.id);
  await updateMemberFacts(tx, member.id, facts);
  await saveMemberProfile(tx, {
    tenantId,
    memberId: member.id,
    facts,
    qualification: qualificationRowsOf(input.form),
    applicationId: input.applicationId,
  });
  const table = await completeCooperationTable(tx, {
    tenantId,
    memberId: member.id,
    memberName: facts.memberName,
    applicationId: input.applicationId,
    form: input.form,
  });
  await appendLedgerEntry(tx, {
    tenantId,
    kind: 'member.revised',
    bizTypeName: '会员信息变更',
    body: {
      memberId: member.id,
      custno: member.custno,
      chineseName: facts.memberName,
      certificateNo: facts.creditCode,
      bound: table.bound,
      ended: table.ended,
      applicantId,
    },
    personalKeys: [],
    refs: { bizSn: input.bizSn, appId: input.appId, uuid: input.applicationId },
  });
}
