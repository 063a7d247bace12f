import { type PledgeDeclarationRow, pledgeRowOf, shortageMessage } from '@rer/domain';
import { findHoldingOf } from '../../modules/share-register/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { type Pledgor, pledgeRefused, resolvePledgor } from '../shared/pledge-parties.js';
import { formText } from '../shared/register-changes.js';

/** The declared row; the form validator has checked it (the widget's value rules, ADR 71). */
export function declaredRow(form: Record<string, unknown>): PledgeDeclarationRow & { companyId?: string } {
  const row = pledgeRowOf(form);
  if (!row) throw pledgeRefused('请添加质押冻结申报');
  return row;
}

type Who = Pick<PreSubmitCheckInput, 'tenantId' | 'applicantId' | 'applicantZone'> & {
  companyId: string | null;
  isStaff: boolean;
};

/**
 * The pledge as the register sees it: the pledgor's account open and not frozen (ADR 67), the
 * pledgee another party, and the free shares (held − pledged − frozen − locked) enough; the
 * refusal names what is already pledged, frozen or locked and the shortage.
 */
export async function checkPledge(tx: Tx, who: Who, form: Record<string, unknown>): Promise<Pledgor> {
  const row = declaredRow(form);
  const pledgor = await resolvePledgor(tx, who, row);
  if (pledgor.status === 3) throw pledgeRefused(`登记账户已冻结，不能办理质押：${pledgor.accountNumber}`);
  if (formText(row.zqrName) === pledgor.holderName) throw pledgeRefused('质权人不能为出质人本人');
  const quantity = BigInt(formText(row.pledgeShares));
  const nature = formText(row.natureOfShare);
  const holding = (await findHoldingOf(tx, pledgor.companyId, pledgor.holderId, nature)) ?? {
    held: 0n,
    pledged: 0n,
    frozen: 0n,
    locked: 0n,
  };
  const available = holding.held - holding.pledged - holding.frozen - holding.locked;
  if (available < quantity)
    throw pledgeRefused(shortageMessage(holding, quantity, pledgor.holderName, '质押'), {
      available: available.toString(),
    });
  return pledgor;
}

export async function pledgePreSubmitCheck(
  tx: Tx,
  input: PreSubmitCheckInput,
): Promise<PreSubmitCheckResult> {
  await checkPledge(tx, input, input.form);
  return { confirmation: null };
}

/** Who filed a completed application, as the check needs it (staff never file from an investor zone). */
export function whoOfCompletion(input: CompletionInputWithoutCompany): Who {
  return {
    tenantId: input.tenantId,
    companyId: input.companyId,
    applicantId: input.applicantId,
    applicantZone: input.applicantZone,
    isStaff: input.applicantZone === 'mgr',
  };
}
