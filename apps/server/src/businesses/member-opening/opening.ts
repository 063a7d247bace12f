import { randomUUID } from 'node:crypto';
import { MEMBER_LABELS, MEMBER_MESSAGES, newMemberCode } from '@rer/domain';
import { appendLedgerEntry } from '../../modules/evidence-ledger/index.js';
import { lockRegisteredIdentity } from '../../modules/identity/index.js';
import { findOpenMemberOf, insertMember, saveMemberProfile } from '../../modules/members/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { checkMemberForm, qualificationRowsOf, refuseUnlessMemberZone } from '../shared/member-account.js';
import { completeCooperationTable } from '../shared/member-cooperation.js';

/**
 * 550012 会员开户 (ADR 65): the check at submit and resubmit, and the completion in the approving
 * transaction that opens the member account (member row status 1: memberStatus 1).
 */
export async function checkMemberOpening(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  refuseUnlessMemberZone({
    tenantId: input.tenantId,
    applicantZone: input.applicantZone,
    isStaff: input.isStaff,
  });
  if (await findOpenMemberOf(tx, input.tenantId, input.applicantId))
    throw validationError(MEMBER_LABELS.applicant, MEMBER_MESSAGES.alreadyOpened);
  await checkMemberForm(tx, input.tenantId, input.form, null);
  return { confirmation: null };
}

const isUniqueViolation = (e: unknown) => (e as { code?: unknown }).code === '23505';
const CODE_DRAWS = 5;

/**
 * Opens the member under the applicant's login lock (the rules checked again: another opening of
 * the login may have completed since the submit), with its profile, qualification, bindings and
 * ledger entry.
 */
export async function completeMemberOpening(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  const { tenantId, applicantId } = input;
  refuseUnlessMemberZone({ tenantId, applicantZone: input.applicantZone, isStaff: false });
  const login = await lockRegisteredIdentity(tx, tenantId, applicantId);
  if (!login) throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: '申请人账号不存在' });
  if (await findOpenMemberOf(tx, tenantId, applicantId))
    throw validationError(MEMBER_LABELS.applicant, MEMBER_MESSAGES.alreadyOpened);
  const facts = await checkMemberForm(tx, tenantId, input.form, null);
  const memberId = randomUUID();
  let custno = '';
  for (let draw = 0; draw < CODE_DRAWS && custno === ''; draw += 1) {
    const code = newMemberCode();
    const inserted = await insertMember(tx, {
      id: memberId,
      tenantId,
      custno: code,
      facts,
      accountId: applicantId,
    }).catch((e: unknown) => {
      if (isUniqueViolation(e)) throw validationError(MEMBER_LABELS.applicant, MEMBER_MESSAGES.alreadyOpened);
      throw e;
    });
    if (inserted) custno = code;
  }
  if (custno === '')
    throw new AppError('WORKFLOW_BUSINESS_REFUSED', {}, { message: '会员编码分配失败，请重试' });
  const qualification = qualificationRowsOf(input.form);
  await saveMemberProfile(tx, {
    tenantId,
    memberId,
    facts,
    qualification,
    applicationId: input.applicationId,
  });
  const table = await completeCooperationTable(tx, {
    tenantId,
    memberId,
    memberName: facts.memberName,
    applicationId: input.applicationId,
    form: input.form,
  });
  await appendLedgerEntry(tx, {
    tenantId,
    kind: 'member.accountOpened',
    bizTypeName: '会员开户',
    body: {
      memberId,
      custno,
      chineseName: facts.memberName,
      certificateNo: facts.creditCode,
      status: 1,
      companies: table.bound,
      applicantId,
    },
    personalKeys: [],
    refs: { bizSn: input.bizSn, appId: input.appId, uuid: input.applicationId },
  });
}
