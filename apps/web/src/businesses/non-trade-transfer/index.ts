import { nonTradeTransfer } from '@rer/domain';
import type { WebBusiness } from '../business';
import { shareTransferWeb } from '../share-transfer';

/**
 * 550066 非交易过户登记 (ADR 74): its form uses 550004's widgets (registered once by name) and the
 * same field names, so before submitting it asks the same transferable-shares question.
 */
export const nonTradeTransferWeb: WebBusiness = {
  definition: nonTradeTransfer,
  ...(shareTransferWeb.preSubmitChecks ? { preSubmitChecks: shareTransferWeb.preSubmitChecks } : {}),
};
