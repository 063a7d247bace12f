import type { RefCompanyData } from '@rer/contracts';
import { validationError } from '../../platform/errors.js';
import { findRefCompanyFacts } from './company-ref.repository.js';
import type { HolderSearchDeps, SearchCaller } from './holder-search.service.js';

/**
 * `company/queryRefCompanyData` (001 §7): facts about the company named by the form —
 * haveRole: the company is on the platform (this tenant's register);
 * isOrgRole: the caller's account acts for it as its enterprise;
 * haveConfirm: the company has an opened (normal or frozen) institutional registration account;
 * haveChildAccount: other login accounts are bound to it.
 */
export async function queryRefCompanyData(
  deps: HolderSearchDeps,
  caller: SearchCaller,
  params: {
    companyName?: string | undefined;
    companyIdType?: string | undefined;
    companyIdNumber?: string | undefined;
  },
): Promise<RefCompanyData> {
  const { user } = caller;
  if (params.companyName === undefined && params.companyIdNumber === undefined)
    throw validationError('企业名称', '企业名称不能为空');
  const facts = await deps.db.withTenant(user.tenantId, (tx) =>
    findRefCompanyFacts(tx, {
      tenantId: user.tenantId,
      accountId: user.accountId,
      name: params.companyName,
      creditCode: params.companyIdNumber?.toUpperCase(),
    }),
  );
  return {
    haveRole: facts.found,
    isOrgRole: facts.isOrgRole,
    haveConfirm: facts.haveConfirm,
    haveChildAccount: facts.haveChildAccount,
  };
}
