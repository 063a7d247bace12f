import { holdingCertificate } from '@rer/domain';
import type { WebBusiness } from '../business';
import { HoldingCertificateWidget } from './certificate-widget';

/** 550115 持股证明开具 on the web (ADR 76): the widget showing the issued certificate and its download. */
export const holdingCertificateWeb: WebBusiness = {
  definition: holdingCertificate,
  widgets: { holdingCertificateDocument: HoldingCertificateWidget },
};
