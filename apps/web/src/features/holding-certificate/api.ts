import type { HoldingCertificateRow, Page } from '@rer/contracts';
import { http, saveDownloadedFile } from '../../lib/http';

const BIZ = '/api/rem-registrationbizweb';
export const HOLDING_CERTIFICATE_LIST_URL = `${BIZ}/holdingCertificate/list`;
export const HOLDING_CERTIFICATE_DOWNLOAD_URL = `${BIZ}/holdingCertificate/download`;

/** The calls of the holding certificates (持股证明, ADR 76). */
export const holdingCertificateApi = {
  list: (query: { current: number; size: number; applicationId?: string }, signal?: AbortSignal) =>
    http.getData<Page<HoldingCertificateRow>>(HOLDING_CERTIFICATE_LIST_URL, { params: query, signal }),
  /** Downloads the PDF (the first download produces it) and saves it under its own name. */
  download: async (certificateNo: string) => {
    const file = await http.download(HOLDING_CERTIFICATE_DOWNLOAD_URL, { params: { certificateNo } });
    saveDownloadedFile(file, `持股证明_${certificateNo}.pdf`);
  },
};
