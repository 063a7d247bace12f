import { PLEDGE_REGISTRATION_APP_ID, pledgeRegistration } from '@rer/domain';
import { requirePledgeeConfirmed } from '../../modules/pledgee-confirmation/index.js';
import { recordRegisterEvent } from '../../modules/share-register/index.js';
import type { CompletionInputWithoutCompany } from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { formText } from '../shared/register-changes.js';
import { checkPledge, declaredRow, pledgePreSubmitCheck, whoOfCompletion } from './pledge-check.js';
import { pledgeVoucherRows } from './voucher-rows.js';

/**
 * The completion of 550063 (ADR 71): the pledge recorded on the register in the approving
 * transaction (the register locks the company and checks the free shares again, so of a pledge
 * and a transfer of the same shares approved at once exactly one lands).
 */
async function recordPledge(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  const row = declaredRow(input.form);
  const pledgor = await checkPledge(tx, whoOfCompletion(input), input.form);
  const endsOn = formText(row.financingEndDate);
  await recordRegisterEvent({
    tx,
    tenantId: input.tenantId,
    companyId: pledgor.companyId,
    event: {
      type: 'pledge',
      holderId: pledgor.holderId,
      shareNature: formText(row.natureOfShare),
      quantity: BigInt(formText(row.pledgeShares)),
      pledgee: {
        name: formText(row.zqrName),
        certType: formText(row.zqrCertType),
        certificateNo: formText(row.zqrCertno),
      },
      ...(endsOn === '' ? {} : { endsOn }),
      basis: { kind: 'application', reference: input.bizSn },
      bizSn: input.bizSn,
    },
    actor: input.actor,
    clock: input.clock,
  });
}

/** 550063 股权质押登记: 质押冻结申报 → 初审 → 复审 → the pledge on the register. */
export const pledgeRegistrationBusiness: ServerBusiness = {
  definition: pledgeRegistration,
  dir: sourceDirOf(import.meta.url, 'businesses/pledge-registration'),
  workflow: {
    appId: PLEDGE_REGISTRATION_APP_ID,
    preSubmitCheck: pledgePreSubmitCheck,
    // No reviewer approves before the pledgee has confirmed through its SMS link and face check
    // (ADR 72); the refusal rolls the approval back.
    onReviewed: async (tx, input) => {
      if (input.action === 'approve')
        await requirePledgeeConfirmed(tx, { tenantId: input.tenantId, applicationId: input.applicationId });
    },
    // The applicant's own act: an investor's application has no company, the form names it.
    completionEffect: { name: 'pledgeRegistration', subject: 'applicant', run: recordPledge },
    voucherRows: pledgeVoucherRows,
  },
};
