import { type QualificationKind, qualificationEvidenceOf } from '@rer/domain';
import { recordQualification, refuseUnqualified } from '../../modules/investor-qualification/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';

/**
 * The qualified-investor certifications (550032, 550138, 550091; ADR 66) share one check and one
 * completion, each business naming its kind and the investor zone it is filed from.
 */
export interface CertificationKind {
  kind: QualificationKind;
  zone: 'orgholder' | 'productholder' | 'personalholder';
  /** 申请人：… when filed from another zone or by staff. */
  wrongZoneMessage: string;
}

export function certificationCheck(
  spec: CertificationKind,
): (tx: Tx, input: PreSubmitCheckInput) => Promise<PreSubmitCheckResult> {
  return async (_tx, input) => {
    if (input.isStaff || input.applicantZone !== spec.zone)
      throw validationError('申请人', spec.wrongZoneMessage);
    refuseUnqualified(spec.kind, input.form);
    return { confirmation: null };
  };
}

/** On the last approval: the evidence checked again and the qualification recorded with its expiry. */
export function certificationCompletion(
  spec: CertificationKind,
): (tx: Tx, input: CompletionInputWithoutCompany) => Promise<void> {
  return async (tx, input) => {
    await recordQualification(tx, {
      tenantId: input.tenantId,
      accountId: input.applicantId,
      kind: spec.kind,
      appId: input.appId,
      applicationId: input.applicationId,
      bizSn: input.bizSn,
      evidence: qualificationEvidenceOf(input.form),
      certifiedAt: input.clock.now(),
    });
  };
}
