import { SRDI_SERVICE_EXIT_APP_ID, srdiServiceExit } from '@rer/domain';
import { checkExit, exitCompany } from '../../modules/srdi/index.js';
import type { CompletionInput, PreSubmitCheckInput } from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { chinaDate } from '../../platform/documents/china-time.js';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';

/**
 * 550120 专精特新服务退出 (001 §6 service type 3, ADR 81): a company on the board files it; on the
 * last approval its board row and 专精特新 service row close on the completion date.
 */
async function check(tx: Tx, input: PreSubmitCheckInput) {
  await checkExit(tx, input.tenantId, input.companyId);
  return { confirmation: null };
}

async function complete(tx: Tx, input: CompletionInput) {
  const reason =
    typeof input.form.statusUpdateReason === 'string' ? input.form.statusUpdateReason.trim() : '';
  await exitCompany(
    tx,
    { tenantId: input.tenantId, ...input.actor },
    {
      companyId: input.companyId,
      bizSn: input.bizSn,
      exitedOn: chinaDate(input.clock.now()),
      reason: reason || null,
    },
  );
}

export const srdiServiceExitBusiness: ServerBusiness = {
  definition: srdiServiceExit,
  dir: sourceDirOf(import.meta.url, 'businesses/srdi-service-exit'),
  workflow: {
    appId: SRDI_SERVICE_EXIT_APP_ID,
    preSubmitCheck: check,
    completionEffect: { name: 'srdiServiceExit', run: complete },
  },
};
