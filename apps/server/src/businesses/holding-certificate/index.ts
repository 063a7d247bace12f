import { HOLDING_CERTIFICATE_APP_ID, holdingCertificate } from '@rer/domain';
import {
  issueHoldingCertificate,
  resolveCertificateRequest,
} from '../../modules/holding-certificate/index.js';
import { chinaDate } from '../../platform/documents/china-time.js';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';

/**
 * 550115 持股证明开具 (ADR 76): an investor for its own registration account, or an enterprise for a
 * holder of its register, asks for a certificate of the holding at the end of a date; 审核 by the
 * registry; the approval issues it (facts from the register's as-of replay, a ledger entry). The
 * module `holding-certificate` produces the PDF, lists, downloads and verifies it.
 */
export const holdingCertificateBusiness: ServerBusiness = {
  definition: holdingCertificate,
  dir: sourceDirOf(import.meta.url, 'businesses/holding-certificate'),
  workflow: {
    appId: HOLDING_CERTIFICATE_APP_ID,
    preSubmitCheck: async (tx, input) => {
      await resolveCertificateRequest(tx, {
        tenantId: input.tenantId,
        applicantId: input.applicantId,
        applicantZone: input.applicantZone,
        companyId: input.companyId,
        isStaff: input.isStaff,
        form: input.form,
        today: chinaDate(input.now ?? new Date()),
      });
      return { confirmation: null };
    },
    completionEffect: {
      name: 'holdingCertificate',
      subject: 'applicant',
      run: async (tx, input) => {
        const issuedAt = input.clock.now();
        await issueHoldingCertificate(tx, {
          tenantId: input.tenantId,
          applicantId: input.applicantId,
          applicantZone: input.applicantZone,
          companyId: input.companyId,
          isStaff: false,
          form: input.form,
          today: chinaDate(issuedAt),
          applicationId: input.applicationId,
          bizSn: input.bizSn,
          appId: input.appId,
          issuedAt,
          actor: input.actor,
        });
      },
    },
    voucherRows: (form) => [
      { label: '登记账号', value: String(form.accountNumber ?? '') },
      { label: '持有人名称', value: String(form.holderName ?? '') },
      { label: '企业名称', value: String(form.companyName ?? '') },
      { label: '证明日期', value: String(form.asOfDate ?? '') },
    ],
  },
};
