import { shareTransfer } from '@rer/domain';
import type { WebBusiness } from '../business';
import { HolderUserCodeField } from './holder-user-code-field';
import { ProductCodeField } from './product-code-field';
import { RegisterHolderField } from './register-holder-field';
import { ShareTransferRecordWidget } from './share-transfer-record';
import { haveTradingDataCheck } from './transfer-records-api';

/**
 * 550004 股份转让登记 on the web: the register-first holder pick, share-transfer record selection
 * (000 §5, ADR 18) and the transferable-shares check before submitting (001 §7).
 */
export const shareTransferWeb: WebBusiness = {
  definition: shareTransfer,
  widgets: {
    holderUserCode: HolderUserCodeField,
    productCode: ProductCodeField,
    registerHolder: RegisterHolderField,
    shareTransferRecord: ShareTransferRecordWidget,
  },
  preSubmitChecks: {
    haveTradingData: haveTradingDataCheck({
      accountNumber: 'transferorAccountNumber',
      productCode: 'productCode',
      changeVol: 'quantity',
      shareNature: 'shareNature',
    }),
  },
};
