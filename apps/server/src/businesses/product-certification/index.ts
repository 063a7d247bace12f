import { PRODUCT_CERTIFICATION_BUSINESS_APP_ID, productCertification } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import {
  type CertificationKind,
  certificationCheck,
  certificationCompletion,
} from '../shared/qualification-certification.js';

const spec: CertificationKind = {
  kind: 'product',
  zone: 'productholder',
  wrongZoneMessage: '产品认证须使用产品账号在产品投资者专区办理',
};

/**
 * 550138 产品认证 (ADR 66): filed from the productholder zone with the evidence of one category of the qualified-investor
 * standard (checked at submit and again at completion); the last approval records the
 * qualification with its expiry, which the investment-zone gate and 账户总览 read.
 */
export const productCertificationBusiness: ServerBusiness = {
  definition: productCertification,
  dir: sourceDirOf(import.meta.url, 'businesses/product-certification'),
  workflow: {
    appId: PRODUCT_CERTIFICATION_BUSINESS_APP_ID,
    preSubmitCheck: certificationCheck(spec),
    completionEffect: {
      name: 'productCertification',
      subject: 'applicant',
      run: certificationCompletion(spec),
    },
  },
};
