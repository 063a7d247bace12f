import { INSTITUTION_CERTIFICATION_BUSINESS_APP_ID, institutionCertification } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import {
  type CertificationKind,
  certificationCheck,
  certificationCompletion,
} from '../shared/qualification-certification.js';

const spec: CertificationKind = {
  kind: 'institution',
  zone: 'orgholder',
  wrongZoneMessage: '机构投资者认证须使用机构账号在机构投资者专区办理',
};

/**
 * 550032 机构投资者认证 (ADR 66): filed from the orgholder zone with the evidence of one category of the qualified-investor
 * standard (checked at submit and again at completion); the last approval records the
 * qualification with its expiry, which the investment-zone gate and 账户总览 read.
 */
export const institutionCertificationBusiness: ServerBusiness = {
  definition: institutionCertification,
  dir: sourceDirOf(import.meta.url, 'businesses/institution-certification'),
  workflow: {
    appId: INSTITUTION_CERTIFICATION_BUSINESS_APP_ID,
    preSubmitCheck: certificationCheck(spec),
    completionEffect: {
      name: 'institutionCertification',
      subject: 'applicant',
      run: certificationCompletion(spec),
    },
  },
};
