import { PREFILL_FAILURE_TITLE, SHOWCASE_IDENTITY_FIELDS } from '@rer/domain';
import { useEffect, useRef } from 'react';
import type { FormBehaviourProps } from '../../forms/engine/behaviours';
import { modal } from '../../lib/feedback';
import { readSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { checkShowcaseCompany } from './showcase-api';

/** The schema name of 550092's company behaviour (ADR 80). */
export const SHOWCASE_COMPANY_BEHAVIOUR = 'showcaseCompany';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * `showcaseCompany` (002 §4, §6, §8; ADR 80) on 550092's identity fields. An enterprise's form
 * starts with its current company (locked); a member or staff names the company by its credit
 * code, which the server checks as at submit. A refusal — 您还未跟该企业绑定合作关系… for a member
 * without cooperation, 企业已存在展示信息，请勿重复发起！ for a company already displayed — shows
 * the 提示 dialog and clears the identity fields.
 */
export function ShowcaseCompanyBehaviour({ fields, api }: FormBehaviourProps) {
  const checked = useRef('');
  const loadedCompany = useRef<string | null>(null);
  const isEnterprise = readSession().landingMode === 'org';
  // The enterprise's current company (chosen in 切换企业): the form follows it.
  const company = useSession((s) => s.currentCompany);

  useEffect(() => {
    const run = async (idNumber: string | undefined) => {
      const outcome = await checkShowcaseCompany(idNumber);
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'refused') {
        checked.current = '';
        api.resetFields(SHOWCASE_IDENTITY_FIELDS);
        modal.error({ title: PREFILL_FAILURE_TITLE, content: outcome.message, okCancel: false });
        return;
      }
      const { name, idType, idNumber: number } = outcome.company;
      checked.current = number;
      api.setValues({ name, idType, idNumber: number });
    };
    if (isEnterprise) api.setLocks(SHOWCASE_IDENTITY_FIELDS);
    if (isEnterprise && company && loadedCompany.current !== company) {
      loadedCompany.current = company;
      void run(undefined);
    }
    return api.onCommit((prop) => {
      if (isEnterprise || !fields.includes(prop)) return;
      const idNumber = text(api.form.getFieldValue('idNumber')).toUpperCase();
      if (idNumber.length !== 18 || idNumber === checked.current) return;
      void run(idNumber);
    });
  }, [api, fields, isEnterprise, company]);
  return null;
}
