import { SHARE_TRANSFER_APP_ID, shareTransfer } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { formTransferMovements, registerChangeBusiness } from '../shared/register-changes.js';
import { transferVoucherRows } from '../shared/transfer-voucher-rows.js';
import { checkTransfereeSuitability } from './transferee-suitability.js';

/** 550004 股份转让登记: one transfer between two holder accounts of the register. */
const registerChange = registerChangeBusiness({
  appId: SHARE_TRANSFER_APP_ID,
  effect: 'shareTransfer',
  movementsOf: formTransferMovements,
  voucherRows: transferVoucherRows({ typeLabel: '转让类型', withPrice: true }),
});
const registerChecks = registerChange.preSubmitCheck!;

export const shareTransferBusiness: ServerBusiness = {
  definition: shareTransfer,
  dir: sourceDirOf(import.meta.url, 'businesses/share-transfer'),
  workflow: {
    ...registerChange,
    // The register's checks, then the transferee's suitability (ADR 69); both 确认意见 are recorded.
    preSubmitCheck: async (tx, input) => {
      const checked = await registerChecks(tx, input);
      const suitability = await checkTransfereeSuitability(tx, input);
      const texts = [checked.confirmation, suitability].filter((t): t is string => Boolean(t));
      return { confirmation: texts.length > 0 ? texts.join('；') : null };
    },
  },
};
