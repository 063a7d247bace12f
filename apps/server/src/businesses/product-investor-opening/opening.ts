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
  openOrganisationAccount,
  qualificationExpiryOf,
  refuseOtherInstitution,
  refuseSecondAccount,
} from '../shared/organisation-opening.js';

/**
 * 550132 投资者开户（产品）(ADR 64): the manager institution (the applying organisation login's own)
 * files its product's opening; the completion opens the product's registration account.
 */
const LABELS = { name: '管理人名称', creditCode: '管理人统一社会信用代码' };
const ALREADY_OPENED = { field: '备案编码', message: PRODUCT_OPENING_MESSAGES.alreadyOpened };

interface Who {
  tenantId: string;
  applicantId: string;
  zone: string;
  isStaff: boolean;
  holder: ProductHolder;
}

async function refuseIfProblem(tx: Tx, who: Who, lock: boolean): Promise<void> {
  const { holder } = who;
  const manager = { name: holder.managerName, creditCode: holder.managerCreditCode };
  await refuseOtherInstitution(tx, { ...who, institution: manager, labels: LABELS }, lock);
  await refuseSecondAccount(
    tx,
    who.tenantId,
    { organType: PRODUCT_HOLDER_ORGAN_TYPE, certType: holder.certType, certificateNo: holder.certificateNo },
    ALREADY_OPENED,
  );
}

export async function checkProductOpening(tx: Tx, input: PreSubmitCheckInput): Promise<PreSubmitCheckResult> {
  const holder = productHolderOf(input.form);
  await refuseIfProblem(tx, { ...input, zone: input.applicantZone, holder }, false);
  return { confirmation: null };
}

/** Opens the product's account under the applicant's login lock (the rules checked again first). */
export async function completeProductOpening(tx: Tx, input: CompletionInputWithoutCompany): Promise<void> {
  const holder = productHolderOf(input.form);
  await refuseIfProblem(tx, { ...input, zone: input.applicantZone, isStaff: false, holder }, true);
  const productId = await productRowFor(tx, input.tenantId, {
    code: holder.certificateNo,
    name: holder.holderName,
  });
  const form = input.form;
  await openOrganisationAccount(tx, input, {
    holder,
    organType: PRODUCT_HOLDER_ORGAN_TYPE,
    zone: 'productholder',
    bizTypeName: '投资者开户（产品）',
    extra: {
      capitalAccount: holder.capitalAccount,
      productId,
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
    },
    refusal: ALREADY_OPENED,
  });
}
