import { SRDI_ADMISSION_APP_ID, srdiAdmission } from '@rer/domain';
import { admitCompany, checkAdmission, evaluationOf } from '../../modules/srdi/index.js';
import type { CompletionInput, PreSubmitCheckInput } from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { chinaDate } from '../../platform/documents/china-time.js';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';

/**
 * 550200 专精特新入板 (issue 25, ADR 81): at submit the company must be in custody, listed and not
 * yet on the board, and the form must evaluate to a tier; on the last approval the company is
 * admitted at that tier (hitech_status 1, the 专精特新 service row) under its row lock.
 */
async function check(tx: Tx, input: PreSubmitCheckInput) {
  await checkAdmission(tx, { tenantId: input.tenantId, companyId: input.companyId, form: input.form });
  evaluationOf(input.form);
  return { confirmation: null };
}

async function complete(tx: Tx, input: CompletionInput) {
  await admitCompany(
    tx,
    { tenantId: input.tenantId, ...input.actor },
    {
      companyId: input.companyId,
      applicationId: input.applicationId,
      bizSn: input.bizSn,
      form: input.form,
      admittedOn: chinaDate(input.clock.now()),
    },
  );
}

export const srdiAdmissionBusiness: ServerBusiness = {
  definition: srdiAdmission,
  dir: sourceDirOf(import.meta.url, 'businesses/srdi-admission'),
  workflow: {
    appId: SRDI_ADMISSION_APP_ID,
    preSubmitCheck: check,
    completionEffect: { name: 'srdiAdmission', run: complete },
  },
};
