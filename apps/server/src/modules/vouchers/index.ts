/** The business voucher (业务凭证) PDF; the workflow wires it to /process_pdf. */
export { renderVoucherPdf, type VoucherInput } from './voucher-pdf.js';
