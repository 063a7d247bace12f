import type { InstitutionHolder } from '../institution-investor-opening/institution-rules.js';
import { formText, holderContactOf } from '../personal-investor-opening/opening-rules.js';

/**
 * The rules of 550132 投资者开户（产品）that need no storage (ADR 64): the product read from the form.
 * The product's certificate is its filing number (备案编码) under the productInfoIdType key of its
 * type: 21 私募投资基金备案编码 (私募基金), 22 资产管理计划备案编码 (资管计划).
 */
export const PRODUCT_OPENING_MESSAGES = {
  alreadyOpened: '该产品已开立产品登记账户，不能重复开户',
} as const;

/** 000 §3 holder type code 3: a product. */
export const PRODUCT_HOLDER_ORGAN_TYPE = 3;

/** The product types the form offers, with the certificate type (productInfoIdType) of each. */
export const PRODUCT_TYPES = [
  { value: '1', label: '私募基金', certType: '21' },
  { value: '2', label: '资管计划', certType: '22' },
] as const;

export interface ProductHolder extends InstitutionHolder {
  productType: string;
  custodian: string;
  managerName: string;
  managerCreditCode: string;
}

/** The product's account facts from the validated form of 550132. */
export function productHolderOf(form: Readonly<Record<string, unknown>>): ProductHolder {
  const productType = formText(form.productType);
  return {
    holderName: formText(form.productName),
    productType,
    certType: PRODUCT_TYPES.find((t) => t.value === productType)?.certType ?? '29',
    certificateNo: formText(form.filingNo).toUpperCase(),
    custodian: formText(form.custodian),
    managerName: formText(form.managerName),
    managerCreditCode: formText(form.managerCreditCode).toUpperCase(),
    ...holderContactOf(form),
    capitalAccount: formText(form.capitalAccount),
  };
}
