import { releaseQuantity } from '@rer/domain';
import { findPledge } from '../../modules/share-register/index.js';
import type { CompletionInputWithoutCompany, PreSubmitCheckInput } from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import { type Pledgor, pledgeRefused, resolvePledgor } from '../shared/pledge-parties.js';
import { formText } from '../shared/register-changes.js';

type Who = Pick<PreSubmitCheckInput, 'tenantId' | 'applicantId' | 'applicantZone'> & {
  companyId: string | null;
  isStaff: boolean;
};

export interface CheckedRelease {
  pledgor: Pledgor;
  seq: number;
  quantity: bigint;
}

/**
 * 550061 (ADR 71): the pledge named by its register seq must be the pledgor's, still active, and
 * cover the shares released (a full release takes what it still covers). A frozen account may
 * still have its pledge released: the release only frees shares, it moves none.
 */
export async function checkRelease(tx: Tx, who: Who, form: Record<string, unknown>): Promise<CheckedRelease> {
  const pledgor = await resolvePledgor(tx, who, form);
  const seqText = formText(form.pledgeSeq);
  if (!/^[1-9]\d{0,9}$/.test(seqText)) throw pledgeRefused('请选择要解除的质押');
  const seq = Number(seqText);
  const pledge = await findPledge(tx, who.tenantId, pledgor.companyId, seq);
  if (!pledge || pledge.holderId !== pledgor.holderId)
    throw pledgeRefused(`质押记录不存在或不属于该出质人：${seq}`);
  if (pledge.status !== 'active') throw pledgeRefused('该质押已全部解除');
  const decision = releaseQuantity(form, pledge.quantity);
  if (!decision.ok) throw pledgeRefused(decision.message, { prop: decision.prop });
  return { pledgor, seq, quantity: decision.quantity };
}

export function whoOfRelease(input: PreSubmitCheckInput | CompletionInputWithoutCompany): Who {
  return {
    tenantId: input.tenantId,
    companyId: input.companyId,
    applicantId: input.applicantId,
    applicantZone: input.applicantZone,
    isStaff: 'isStaff' in input ? input.isStaff : input.applicantZone === 'mgr',
  };
}
