import {
  NON_TRADE_TRANSFER_APP_ID,
  nonTradeEvidenceProblem,
  nonTradeTransfer,
  TRANSFER_REASONS,
} from '@rer/domain';
import { AppError } from '../../platform/errors.js';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import {
  type BasisOf,
  formText,
  formTransferMovements,
  registerChangeBusiness,
} from '../shared/register-changes.js';
import { transferVoucherRows } from '../shared/transfer-voucher-rows.js';

/**
 * A court-ordered transfer names the court and its document as the legal basis of the register
 * event (the application's number stays on the event as its biz_sn); the other reasons rest on
 * the application, whose attachments hold their notarised documents.
 */
const courtBasis: BasisOf = (form) =>
  formText(form.transferType) === TRANSFER_REASONS.courtEnforcement
    ? { kind: 'court', reference: `${formText(form.courtName)} ${formText(form.courtDocumentNo)}` }
    : null;

const registerChange = registerChangeBusiness({
  appId: NON_TRADE_TRANSFER_APP_ID,
  effect: 'nonTradeTransfer',
  movementsOf: formTransferMovements,
  basisOf: courtBasis,
  voucherRows: transferVoucherRows({ typeLabel: '过户原因', withPrice: false }),
});
const registerChecks = registerChange.preSubmitCheck!;

/**
 * 550066 非交易过户登记 (ADR 74): the reason and its evidence first (a clear 400 naming the
 * field, nothing written), then the register's checks shared with 550004 (accounts, 确权 for
 * gift and division of property, available shares: pledged or frozen shares stay put).
 */
export const nonTradeTransferBusiness: ServerBusiness = {
  definition: nonTradeTransfer,
  dir: sourceDirOf(import.meta.url, 'businesses/non-trade-transfer'),
  workflow: {
    ...registerChange,
    preSubmitCheck: async (tx, input) => {
      const problem = nonTradeEvidenceProblem(input.form);
      if (problem)
        throw new AppError('VALIDATION_FAILED', { field: problem.field }, { message: problem.message });
      return registerChecks(tx, input);
    },
  },
};
