import {
  SHARE_TRANSFER_APP_ID,
  SHARE_TRANSFER_SUITABILITY,
  transfereeAssessFirstMessage,
  transfereeConfirmedText,
  transfereeConfirmMissingMessage,
  transferNeedsSuitability,
} from '@rer/domain';
import { isInvestorOpenedAccount } from '../../modules/identity/index.js';
import { recordedSuitability } from '../../modules/investor-qualification/index.js';
import { findHoldersByAccountNumber } from '../../modules/share-register/index.js';
import type { PreSubmitCheckInput } from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import { formText as text } from '../shared/register-changes.js';

const FIELD = '受让方';

/**
 * 550004's suitability step (ADR 69), after the register checks at submit and resubmit: an agreed
 * transfer (type 1) to an account an investor opening opened must find the transferee's valid
 * private-equity assessment and, the shares (R4) being above its level, the transferee's own
 * confirmation recorded in the investor zone (账户总览, suitability/check for 550004). Refusals are
 * 400s naming 受让方, nothing written; a confirmation found is the 确认意见 recorded with the
 * application. Other transfer types and the register's own shareholders are not sales to an investor.
 */
export async function checkTransfereeSuitability(tx: Tx, input: PreSubmitCheckInput): Promise<string | null> {
  if (!transferNeedsSuitability(text(input.form.transferType))) return null;
  const accountNumber = text(input.form.transfereeAccountNumber);
  const holder = (await findHoldersByAccountNumber(tx, input.tenantId, [accountNumber])).get(accountNumber);
  if (!holder || !(await isInvestorOpenedAccount(tx, holder.uuid))) return null;
  const { riskType, productRiskLevel } = SHARE_TRANSFER_SUITABILITY;
  const found = await recordedSuitability(tx, {
    tenantId: input.tenantId,
    holderId: holder.uuid,
    appId: SHARE_TRANSFER_APP_ID,
    riskType,
    productRiskLevel,
    now: input.now ?? new Date(),
  });
  const name = holder.holderName;
  if (found.kind === 'assess')
    throw validationError(FIELD, transfereeAssessFirstMessage(name, accountNumber));
  if (found.kind === 'unconfirmed')
    throw validationError(
      FIELD,
      transfereeConfirmMissingMessage(name, accountNumber, found.investorLevel, productRiskLevel),
    );
  if (found.kind === 'suitable') return null;
  return transfereeConfirmedText(
    name,
    accountNumber,
    found.investorLevel,
    productRiskLevel,
    found.confirmationId,
  );
}
