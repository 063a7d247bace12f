import { PRODUCT_HOLDER_ORGAN_TYPE, PRODUCT_OPENING_MESSAGES, productHolderOf } from '@rer/domain';
import { productRowFor } from '../../modules/identity/index.js';
import { organisationOpeningEffects, qualificationExpiryOf } from '../shared/organisation-opening.js';

/**
 * 550132 投资者开户（产品）(ADR 64): the manager institution (the applying organisation login's own)
 * files its product's opening; the completion writes the product row and opens the product's
 * registration account.
 */
export const productOpening = organisationOpeningEffects({
  holderOf: productHolderOf,
  organType: PRODUCT_HOLDER_ORGAN_TYPE,
  institutionOf: (holder) => ({ name: holder.managerName, creditCode: holder.managerCreditCode }),
  labels: { name: '管理人名称', creditCode: '管理人统一社会信用代码' },
  refusal: { field: '备案编码', message: PRODUCT_OPENING_MESSAGES.alreadyOpened },
  zone: 'productholder',
  bizTypeName: '投资者开户（产品）',
  extraOf: async (tx, { tenantId, form }, holder) => ({
    capitalAccount: holder.capitalAccount,
    productId: await productRowFor(tx, tenantId, { code: holder.certificateNo, name: holder.holderName }),
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
  }),
});
