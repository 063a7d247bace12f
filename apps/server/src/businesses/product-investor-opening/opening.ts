import {
  PRODUCT_HOLDER_ORGAN_TYPE,
  PRODUCT_OPENING_MESSAGES,
  type ProductHolder,
  productHolderOf,
} from '@rer/domain';
import { productRowFor } from '../../modules/identity/index.js';
import type {
  CompletionInputWithoutCompany,
  PreSubmitCheckInput,
  PreSubmitCheckResult,
} from '../../modules/workflow/index.js';
import type { Tx } from '../../platform/db/database.js';
import {
  checkOrganisationOpening,
  completeOrganisationOpening,
  type OrganisationOpening,
  qualificationExpiryOf,
} from '../shared/organisation-opening.js';

/**
 * 550132 投资者开户（产品）(ADR 64): the manager institution (the applying organisation login's own)
 * files its product's opening; the completion opens the product's registration account.
 */
const OPENING: OrganisationOpening<ProductHolder> = {
  holderOf: productHolderOf,
  organType: PRODUCT_HOLDER_ORGAN_TYPE,
  institutionOf: (holder) => ({ name: holder.managerName, creditCode: holder.managerCreditCode }),
  labels: { name: '管理人名称', creditCode: '管理人统一社会信用代码' },
  refusal: { field: '备案编码', message: PRODUCT_OPENING_MESSAGES.alreadyOpened },
  zone: 'productholder',
  bizTypeName: '投资者开户（产品）',
};

export async function checkProductOpening(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  await checkOrganisationOpening(tx, input, OPENING);
  return { confirmation: null };
}

/** Opens the product's account under the applicant's login lock (the rules checked again first). */
export async function completeProductOpening(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  const form = input.form;
  await completeOrganisationOpening(tx, input, OPENING, async (holder) => ({
    capitalAccount: holder.capitalAccount,
    productId: await productRowFor(tx, input.tenantId, { code: holder.certificateNo, name: holder.holderName }),
    details: {
      productType: holder.productType,
      custodian: holder.custodian,
      establishedOn: form.establishedOn ?? null,
      managerName: holder.managerName,
      managerCreditCode: holder.managerCreditCode,
      contactName: form.contactName ?? null,
      qualificationList: Array.isArray(form.qualificationList) ? form.qualificationList : [],
    },
    qualificationExpiresOn: qualificationExpiryOf(form),
  }));
}
