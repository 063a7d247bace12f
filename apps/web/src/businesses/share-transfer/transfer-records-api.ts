import type { HaveTradingData, TransferRecordList } from '@rer/contracts';
import type { PreSubmitCheck } from '../../forms/registry/pre-submit-checks';
import { http } from '../../lib/http';

const HOLDER = '/api/rem-registrationbizweb/holder';

export const transferRecordUrls = {
  records: `${HOLDER}/queryShareTransferRecords`,
  haveTradingData: `${HOLDER}/getHaveTradingData`,
} as const;

export const transferRecordsApi = {
  /** The transferable holdings of a user code in one product (company). */
  records: (
    body: { userCode: string; productCode: string; appCode?: string | undefined },
    signal?: AbortSignal,
  ) => http.post<TransferRecordList>(transferRecordUrls.records, body, { signal }),
  haveTradingData: (body: {
    accountNumber: string;
    productCode: string;
    appCode?: string | undefined;
    changeVol: string;
    shareNature?: string | undefined;
  }) => http.post<HaveTradingData>(transferRecordUrls.haveTradingData, body),
};

/** Which form fields the transferable-shares check reads (550004: transferor, product, quantity, nature). */
export interface HaveTradingDataFields {
  accountNumber: string;
  productCode: string;
  changeVol: string;
  shareNature?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * A pre-submit check (001 §4.9) asking the server whether the account's available shares of the
 * product cover the quantity: the server's message when not. Without an account, a product code
 * or a quantity there is nothing to ask (the submission's own checks still apply on the server).
 */
export function haveTradingDataCheck(fields: HaveTradingDataFields): PreSubmitCheck {
  return async ({ appId, values }) => {
    const accountNumber = text(values[fields.accountNumber]);
    const productCode = text(values[fields.productCode]);
    const changeVol = text(values[fields.changeVol]);
    if (accountNumber === '' || productCode === '' || changeVol === '') return null;
    const shareNature = fields.shareNature ? text(values[fields.shareNature]) : '';
    const answer = await transferRecordsApi.haveTradingData({
      accountNumber,
      productCode,
      appCode: appId,
      changeVol,
      ...(shareNature === '' ? {} : { shareNature }),
    });
    if (!answer.success) return answer.msg;
    return answer.data.haveTradingData ? null : (answer.data.message ?? answer.msg);
  };
}
