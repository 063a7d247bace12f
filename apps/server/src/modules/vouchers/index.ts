/** The business voucher (业务凭证) PDF; the workflow wires it to /process_pdf. */

/** The custody vouchers of 550001 (001 §3.6, ADR 51): twelve templates, streamed PDFs. */
export { streamVoucherDocument, type VoucherBlock, type VoucherDocument } from './custody-voucher-pdf.js';
export {
  CUSTODY_VOUCHERS,
  type CustodyHolderFact,
  type CustodyVoucherFacts,
  type CustodyVoucherTemplate,
  custodyCompanyKind,
  custodyVoucherDocument,
  custodyVouchersFor,
} from './custody-voucher-set.js';
export { renderVoucherPdf, type VoucherInput } from './voucher-pdf.js';
