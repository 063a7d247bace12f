import { useEffect } from 'react';
import { admissionBlock, srdiApi } from '../../features/srdi';
import type { FormBehaviourApi, FormBehaviourProps } from '../../forms/engine/behaviours';
import { modal } from '../../lib/feedback';

/** The schema name of 550200's company check (declared on its 企业名称). */
export const SRDI_COMPANY_BEHAVIOUR = 'srdiCompany';

/** 002 §8: the refusal in the 提示 error box (no cancel), and the name cleared. */
function refuse(api: FormBehaviourApi, message: string) {
  modal.error({ title: '提示', content: message });
  api.resetFields(['name']);
}

/**
 * `srdiCompany` (002 §4, §5, §8; ADR 81): when the applicant leaves 企业名称, the company's standing
 * is asked (getCompanyHitechByElement): not in custody, not listed or already on the board
 * (该企业已入板，请重新选择) → the message and the name cleared; else its credential fills the form,
 * and a former board record (hitechStatus '0') prefills the rest (preHitechInfoByNameNew).
 */
export function SrdiCompanyBehaviour({ api }: FormBehaviourProps) {
  useEffect(
    () =>
      api.onCommit((prop) => {
        if (prop !== 'name') return;
        const name = String(api.form.getFieldValue('name') ?? '').trim();
        if (name === '') return;
        void (async () => {
          try {
            const standing = await srdiApi.standing(name);
            const blocked = admissionBlock(standing);
            if (blocked) return refuse(api, blocked);
            const previous = standing.hitechStatus === '0' ? await srdiApi.previousForm(name) : null;
            api.setValues({
              ...(previous ?? {}),
              name,
              idType: standing.idType ?? '11',
              idNumber: standing.idNumber,
            });
          } catch (error) {
            refuse(api, (error as Error).message);
          }
        })();
      }),
    [api],
  );
  return null;
}
