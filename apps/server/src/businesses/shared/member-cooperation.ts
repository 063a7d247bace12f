import {
  type CooperationBinding,
  cooperationChanges,
  endsWithNotice,
  memberCompanyRowsOf,
} from '@rer/domain';
import {
  bindCompany,
  endBinding,
  findActiveBindings,
  queueCooperationEndedNotice,
} from '../../modules/members/index.js';
import type { Tx } from '../../platform/db/database.js';
import { companiesOfTable } from './member-account.js';

/**
 * Completes the member-company table (ADR 65): its rows bind (or keep, with the row's handler and
 * flag) the member and each company; an active binding the table no longer names ends, and its
 * member-account-closure notice goes by SMS to the handler when the binding's isSendMsg is 1
 * (001 §3.4; queued in this transaction, sent by the job after commit).
 */
export async function completeCooperationTable(
  tx: Tx,
  input: {
    tenantId: string;
    memberId: string;
    memberName: string;
    applicationId: string;
    form: Readonly<Record<string, unknown>>;
  },
): Promise<{ bound: number; ended: number; notices: number }> {
  const companies = await companiesOfTable(tx, input.tenantId, input.form);
  const current = await findActiveBindings(tx, input.memberId);
  const changes = cooperationChanges(current, memberCompanyRowsOf(input.form));
  for (const row of [...changes.bind, ...changes.keep])
    await bindCompany(tx, {
      tenantId: input.tenantId,
      memberId: input.memberId,
      companyId: companies.get(row.companyName)!,
      row,
      applicationId: input.applicationId,
    });
  const notices = await endBindings(tx, input, changes.end);
  return { bound: changes.bind.length, ended: changes.end.length, notices };
}

interface MemberChange {
  tenantId: string;
  memberId: string;
  memberName: string;
  applicationId: string;
}

/** Ends the bindings; each whose isSendMsg is 1 with a phone queues the notice. Answers the notices. */
async function endBindings(
  tx: Tx,
  input: MemberChange,
  bindings: readonly CooperationBinding[],
): Promise<number> {
  let notices = 0;
  for (const binding of bindings) {
    await endBinding(tx, {
      memberId: input.memberId,
      companyId: binding.companyId,
      applicationId: input.applicationId,
    });
    if (endsWithNotice(binding)) {
      await queueCooperationEndedNotice(tx, {
        tenantId: input.tenantId,
        mobile: binding.jbrPhone!,
        memberName: input.memberName,
        companyName: binding.companyName,
        applicationId: input.applicationId,
      });
      notices += 1;
    }
  }
  return notices;
}

/** 550021 (ADR 68): every active binding of the member ends, with the closure notices asked for. */
export async function endCooperations(
  tx: Tx,
  input: MemberChange,
): Promise<{ ended: number; notices: number }> {
  const current = await findActiveBindings(tx, input.memberId);
  return { ended: current.length, notices: await endBindings(tx, input, current) };
}
