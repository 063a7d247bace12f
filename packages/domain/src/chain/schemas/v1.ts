import type { ChainObjectClass } from '../model.js';

/**
 * JSON Schemas (draft 2020-12 subset that ajv 8 compiles) of the model version 1.0 bodies, one per
 * object class (ADR 77). The server compiles them once; a snapshot that fails is not published.
 * Quantities are integer strings; references are (objectId, version).
 */
const quantity = { type: 'string', pattern: '^(0|[1-9][0-9]{0,29})$' } as const;
const code = (maxLength: number) => ({ type: 'string', pattern: '^[0-9A-Za-z]+$', maxLength }) as const;
const instant = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z$' } as const;
const reference = (prefix: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['objectId', 'version'],
    properties: {
      objectId: { type: 'string', pattern: `^${prefix}-[0-9A-Za-z-]{1,200}$` },
      version: { type: 'integer', minimum: 0 },
    },
  }) as const;
const change = {
  changeSeq: { type: 'integer', minimum: 1 },
  changeTypeCode: code(2),
  changeTime: instant,
  businessSerialNo: { type: 'string', minLength: 1, maxLength: 64 },
} as const;
// A field without a value is absent (§6.5: null clears a field, so no body keeps a null).
const changeRequired = ['changeSeq', 'changeTypeCode', 'changeTime'];

const subject = {
  type: 'object',
  additionalProperties: false,
  required: ['subjectTypeCode', 'subjectCode', 'maintainedAt'],
  properties: {
    subjectTypeCode: { enum: ['01', '02', '03', '04'] },
    subjectCode: { type: 'string', pattern: '^[0-9A-Z]{1,30}$' },
    subjectName: { type: 'string', minLength: 1, maxLength: 200 },
    regionCode: { type: 'string', pattern: '^[0-9]{6}$' },
    legalFormCode: { enum: ['01', '02', '03'] },
    registeredCapital: { type: 'string', pattern: '^(0|[1-9][0-9]{0,17})(\\.[0-9]{1,6})?$' },
    registeredCapitalCurrency: { type: 'string', pattern: '^[A-Z]{3}$' },
    memberCode: { type: 'string', pattern: '^[0-9A-Za-z]{1,32}$' },
    memberStatusCode: { enum: ['01', '02'] },
    maintainedAt: instant,
  },
} as const;

const account = {
  type: 'object',
  additionalProperties: false,
  required: ['accountNo', 'accountTypeCode', 'subject', 'accountStatusCode', 'openedAt'],
  properties: {
    accountNo: { type: 'string', pattern: '^[0-9A-Z]{1,30}$' },
    accountTypeCode: { const: '01' },
    subject: reference('ZT-(E|H)'),
    accountStatusCode: { enum: ['00', '01', '02', '03'] },
    openedAt: instant,
  },
} as const;

const product = {
  type: 'object',
  additionalProperties: false,
  required: ['productCode', 'productName', 'productTypeCode', 'totalQuantity'],
  properties: {
    productCode: { type: 'string', minLength: 1, maxLength: 64 },
    productName: { type: 'string', minLength: 1, maxLength: 200 },
    productTypeCode: { const: '01' },
    issuer: reference('ZT-E'),
    totalQuantity: quantity,
  },
} as const;

const registration = {
  type: 'object',
  additionalProperties: false,
  required: [
    'product',
    'account',
    'shareNatureCode',
    'holdingQuantity',
    'pledgedQuantity',
    'frozenQuantity',
    'lockedQuantity',
    'availableQuantity',
    ...changeRequired,
  ],
  properties: {
    product: reference('CP'),
    account: reference('ZH'),
    shareNatureCode: { type: 'string', minLength: 1, maxLength: 16 },
    holdingQuantity: quantity,
    pledgedQuantity: quantity,
    frozenQuantity: quantity,
    lockedQuantity: quantity,
    availableQuantity: quantity,
    ...change,
  },
} as const;

const transferReport = {
  type: 'object',
  additionalProperties: false,
  required: ['product', 'transferor', 'transferee', 'quantity', 'shareNatureCode', ...changeRequired],
  properties: {
    product: reference('CP'),
    transferor: reference('ZH'),
    transferee: reference('ZH'),
    quantity: { ...quantity, pattern: '^[1-9][0-9]{0,29}$' },
    shareNatureCode: { type: 'string', minLength: 1, maxLength: 16 },
    ...change,
    reversesChangeSeq: { type: 'integer', minimum: 1 },
  },
} as const;

/** A deleted object's body (§6.5): empty. */
export const DELETED_BODY_SCHEMA = { type: 'object', maxProperties: 0 } as const;

export const CHAIN_SCHEMAS_V1: Record<ChainObjectClass, object> = {
  subject,
  account,
  product,
  registration,
  transferReport,
};
