import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isSharedPlatformTenant } from '../../lib/auth/session-actions';
import { message } from '../../lib/feedback';
import { identityApi } from '../../lib/identity/api';
import { identityKeys, useRefAccounts, useRefCompanies } from '../../lib/identity/queries';
import {
  autoSelect,
  canSwitchCompany,
  canSwitchHolder,
  chooseHolder,
  selectableAccounts,
} from '../../lib/identity/selection';
import { readSession, updateSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';

/**
 * After login (spec 000 §4): one enterprise / registration account is selected automatically; with several
 * and none current the dialog opens; with none the user is told so. Closed accounts do not count.
 */
export function useAutoSelection(open: (dialog: 'company' | 'account') => void): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession((s) => s);
  const shared = isSharedPlatformTenant(session.tenantId);
  const companyZone = canSwitchCompany(session, shared);
  const holderZone = canSwitchHolder(session);
  const companies = useRefCompanies(companyZone);
  const accounts = useRefAccounts(holderZone);
  const handled = useRef({ company: false, account: false });

  useEffect(() => {
    if (!companyZone || !companies.data || handled.current.company) return;
    handled.current.company = true;
    const choice = autoSelect(companies.data);
    if (choice.kind === 'none') void message.warning(t('identity.noCompany'));
    else if (choice.kind === 'choose') open('company');
    else if (choice.kind === 'keep') {
      if (readSession().currentCompany !== choice.item.companyId)
        updateSession({ currentCompany: choice.item.companyId });
    } else
      void identityApi.switchCompany(choice.item.companyId).then(() => {
        updateSession({ currentCompany: choice.item.companyId });
        void queryClient.invalidateQueries({ queryKey: identityKeys.all });
      });
  }, [companyZone, companies.data, open, queryClient, t]);

  useEffect(() => {
    if (!holderZone || !accounts.data || handled.current.account) return;
    handled.current.account = true;
    const choice = autoSelect(selectableAccounts(accounts.data));
    if (choice.kind === 'none') void message.warning(t('identity.noAccount'));
    else if (choice.kind === 'choose') open('account');
    else if (choice.kind === 'keep') {
      if (readSession().currentHolder !== choice.item.holderUuid)
        updateSession({
          currentHolder: choice.item.holderUuid,
          currentProduct: choice.item.productId ?? null,
        });
    } else
      void chooseHolder(choice.item, identityApi.switchHolder).then((outcome) => {
        // A frozen account is chosen all the same, with 账号异常 (000 §5, ADR 67).
        if (outcome === 'abnormal') void message.warning(t('identity.accountAbnormal'));
        return queryClient.invalidateQueries({ queryKey: identityKeys.all });
      });
  }, [holderZone, accounts.data, open, queryClient, t]);
}
