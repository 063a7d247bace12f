import { PERSONAL_QUALIFICATION_APP_ID, personalQualification } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import {
  type CertificationKind,
  certificationCheck,
  certificationCompletion,
} from '../shared/qualification-certification.js';

const spec: CertificationKind = {
  kind: 'person',
  zone: 'personalholder',
  wrongZoneMessage: '个人合格投资者认证须使用个人账号在个人投资者专区办理',
};

/**
 * 550091 个人合格投资者认证 (ADR 66): filed from the personalholder zone with the evidence of one category of the qualified-investor
 * standard (checked at submit and again at completion); the last approval records the
 * qualification with its expiry, which the investment-zone gate and 账户总览 read.
 */
export const personalQualificationBusiness: ServerBusiness = {
  definition: personalQualification,
  dir: sourceDirOf(import.meta.url, 'businesses/personal-qualification'),
  workflow: {
    appId: PERSONAL_QUALIFICATION_APP_ID,
    preSubmitCheck: certificationCheck(spec),
    completionEffect: {
      name: 'personalQualification',
      subject: 'applicant',
      run: certificationCompletion(spec),
    },
  },
};
