/** Holding certificates (持股证明, 550115, ADR 76): what the business and the app use. */
export { type CertificateDocumentInput, renderCertificatePdf } from './certificate-pdf.js';
export {
  type CertificateFacts,
  type CertificateRequest,
  issueHoldingCertificate,
  resolveCertificateRequest,
} from './certificate-request.js';
export { registerHoldingCertificateRoutes } from './routes.js';
