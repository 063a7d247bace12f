import { PLEDGE_RELEASE_APP_ID, pledgeRelease } from '@rer/domain';
import { recordRegisterEvent } from '../../modules/share-register/index.js';
import type { CompletionInputWithoutCompany } from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { formText } from '../shared/register-changes.js';
import { checkRelease, whoOfRelease } from './release-check.js';

/** The completion: `pledgeRelease` on the register, checked again under the register's lock. */
async function recordRelease(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  const { pledgor, seq, quantity } = await checkRelease(tx, whoOfRelease(input), input.form);
  await recordRegisterEvent({
    tx,
    tenantId: input.tenantId,
    companyId: pledgor.companyId,
    event: {
      type: 'pledgeRelease',
      encumbranceSeq: seq,
      quantity,
      basis: { kind: 'application', reference: input.bizSn },
      bizSn: input.bizSn,
    },
    actor: input.actor,
    clock: input.clock,
  });
}

function releaseVoucherRows(form: Record<string, unknown>) {
  return [
    { label: '出质人', value: `${formText(form.holderName)}（${formText(form.securityAccountNo)}）` },
    { label: '质权人', value: formText(form.zqrName) },
    { label: '质押登记序号', value: formText(form.pledgeSeq) },
    { label: '解除方式', value: form.releaseType === '2' ? '部分解除' : '全部解除' },
    { label: '解除数量（股）', value: formText(form.releaseShares) || '全部' },
  ];
}

/** 550061 质押解除登记: full or partial release of one recorded pledge (ADR 71). */
export const pledgeReleaseBusiness: ServerBusiness = {
  definition: pledgeRelease,
  dir: sourceDirOf(import.meta.url, 'businesses/pledge-release'),
  workflow: {
    appId: PLEDGE_RELEASE_APP_ID,
    preSubmitCheck: async (tx, input) => {
      await checkRelease(tx, whoOfRelease(input), input.form);
      return { confirmation: null };
    },
    completionEffect: { name: 'pledgeRelease', subject: 'applicant', run: recordRelease },
    voucherRows: releaseVoucherRows,
  },
};
