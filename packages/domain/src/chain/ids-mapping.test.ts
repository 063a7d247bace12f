import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from '../ledger/bytes.js';
import { sm3Hash } from '../ledger/hashes.js';
import {
  accountObjectId,
  classOfObjectId,
  enterpriseSubjectId,
  investorSubjectId,
  isChainObjectId,
  productObjectId,
  registrationObjectId,
  transferReportObjectId,
} from './ids.js';
import {
  accountBody,
  enterpriseSubjectBody,
  investorSubjectBody,
  productBody,
  registrationBody,
  transferReportBody,
} from './mapping.js';
import { isChainObjectClass } from './model.js';
import { jsonPathOf, schemaErrorOf, schemaFor } from './schemas/index.js';
import { CHAIN_SCHEMAS_V1, DELETED_BODY_SCHEMA } from './schemas/v1.js';

const uscc = '91110000MA01ABCD2X';
const company = { uuid: '0b0e5a55-0000-4000-8000-000000000001', creditCode: uscc };
const bare = { uuid: '0b0e5a55-0000-4000-8000-000000000001', creditCode: null };

describe('object ids', () => {
  it('follow the recorded scheme', () => {
    expect(enterpriseSubjectId(uscc)).toBe(`ZT-E-${uscc}`);
    expect(investorSubjectId('R00000000000001')).toBe('ZT-H-R00000000000001');
    expect(accountObjectId('R00000000000001')).toBe('ZH-R00000000000001');
    expect(productObjectId(company)).toBe(`CP-${uscc}`);
    expect(productObjectId(bare)).toBe(`CP-${bare.uuid}`);
    expect(registrationObjectId(company, 'R00000000000001', '3')).toBe(`DJ-${uscc}-R00000000000001-3`);
    expect(registrationObjectId(company, 'R00000000000001', '流通')).toBe(
      `DJ-${uscc}-R00000000000001-xe6b581e9809a`,
    );
    expect(transferReportObjectId(company, 12)).toBe(`ZR-${uscc}-12`);
    expect(accountObjectId('R 1')).toBe('ZH-x522031');
    expect(investorSubjectId('')).toBe('ZT-H-x');
    expect(enterpriseSubjectId('A,B')).toBe('ZT-E-x412c42');
    expect(registrationObjectId(company, 'R-1', 'a'.repeat(64))).toBe(`DJ-${uscc}-R-1-${'a'.repeat(64)}`);
    expect(registrationObjectId(company, 'R1', 'a'.repeat(65))).toBe(
      `DJ-${uscc}-R1-h${toHex(sm3Hash(utf8('a'.repeat(65)))).slice(0, 40)}`,
    );
    expect(accountObjectId('流'.repeat(10))).toBe(`ZH-x${'e6b581'.repeat(10)}`);
    expect(accountObjectId('流'.repeat(11))).toBe(
      `ZH-h${toHex(sm3Hash(utf8('流'.repeat(11)))).slice(0, 40)}`,
    );
  });

  it('are recognised by class', () => {
    expect(isChainObjectId(`DJ-${uscc}-R1-3`, 'registration')).toBe(true);
    expect(isChainObjectId(`DJ-${uscc}-R1-3`, 'account')).toBe(false);
    expect(isChainObjectId('ZT-H-R1', 'subject')).toBe(true);
    expect(isChainObjectId('ZT-E-X', 'subject')).toBe(true);
    expect(isChainObjectId('ZT-X-1')).toBe(false);
    expect(isChainObjectId('ZH-')).toBe(false);
    expect(isChainObjectId('ZH-a b')).toBe(false);
    expect(isChainObjectId(`ZH-${'1'.repeat(201)}`)).toBe(false);
    expect(isChainObjectId(`ZH-${'1'.repeat(200)}`)).toBe(true);
    expect(isChainObjectId(12)).toBe(false);
    expect(classOfObjectId('ZR-X-1')).toBe('transferReport');
    expect(classOfObjectId('CP-X')).toBe('product');
    expect(classOfObjectId('ZT-H-R1')).toBe('subject');
    expect(classOfObjectId('QQ-1')).toBeNull();
    expect(isChainObjectClass('registration')).toBe(true);
    expect(isChainObjectClass('fundSettlement')).toBe(false);
    expect(isChainObjectClass(1)).toBe(false);
  });
});

describe('the JR/T 0315 mapping', () => {
  const event = { seq: 7, type: 'transfer', occurredAt: '2026-11-29T08:00:00.000Z', bizSn: 'B1' };
  const product = { objectId: `CP-${uscc}`, version: 2 };
  const account = { objectId: 'ZH-R00000000000001', version: 0 };

  it('maps a position with quantities as integer strings and the available quantity', () => {
    expect(
      registrationBody({
        product,
        account,
        shareNature: '3',
        held: 1000n,
        pledged: 100n,
        frozen: 50n,
        locked: 25n,
        event,
      }),
    ).toEqual({
      product,
      account,
      shareNatureCode: '3',
      holdingQuantity: '1000',
      pledgedQuantity: '100',
      frozenQuantity: '50',
      lockedQuantity: '25',
      availableQuantity: '825',
      changeSeq: 7,
      changeTypeCode: '04',
      changeTime: '2026-11-29T08:00:00.000Z',
      businessSerialNo: 'B1',
    });
  });

  it('codes an unknown event type 99', () => {
    const body = registrationBody({
      product,
      account,
      shareNature: '3',
      held: 0n,
      pledged: 0n,
      frozen: 0n,
      locked: 0n,
      event: { ...event, type: 'x' },
    });
    expect(body.changeTypeCode).toBe('99');
  });

  it('maps a transfer report', () => {
    const to = { objectId: 'ZH-R00000000000002', version: 1 };
    expect(
      transferReportBody({ product, from: account, to, quantity: 10n, shareNature: '4', event }),
    ).toMatchObject({
      transferor: account,
      transferee: to,
      quantity: '10',
      shareNatureCode: '4',
      changeSeq: 7,
    });
    expect(
      transferReportBody({ product, from: account, to, quantity: 1n, shareNature: '4', event }),
    ).not.toHaveProperty('reversesChangeSeq');
    // A reversal's report names the change it reverses (ADR 87).
    expect(
      transferReportBody({
        product,
        from: to,
        to: account,
        quantity: 10n,
        shareNature: '4',
        event,
        reversesSeq: 3,
      }),
    ).toMatchObject({ transferor: to, transferee: account, reversesChangeSeq: 3 });
  });

  it('maps subjects, accounts and products', () => {
    expect(
      enterpriseSubjectBody({
        creditCode: uscc,
        name: '甲公司',
        regionCode: null,
        updatedAt: event.occurredAt,
      }),
    ).toEqual({
      subjectTypeCode: '01',
      subjectCode: uscc,
      subjectName: '甲公司',
      regionCode: null,
      legalFormCode: null,
      registeredCapital: null,
      registeredCapitalCurrency: null,
      memberCode: null,
      memberStatusCode: null,
      maintainedAt: event.occurredAt,
    });
    // holder_account.organ_type 1 机构, 2 个人, 3 产品 (ADR 86 corrects ADR 77's order).
    expect(investorSubjectBody({ accountNumber: 'R1', organType: 2, updatedAt: 't' }).subjectTypeCode).toBe(
      '02',
    );
    expect(investorSubjectBody({ accountNumber: 'R1', organType: 3, updatedAt: 't' }).subjectTypeCode).toBe(
      '04',
    );
    expect(investorSubjectBody({ accountNumber: 'R1', organType: 1, updatedAt: 't' })).toEqual({
      subjectTypeCode: '03',
      subjectCode: 'R1',
      maintainedAt: 't',
    });
    expect(investorSubjectBody({ accountNumber: 'R1', organType: 9, updatedAt: 't' }).subjectTypeCode).toBe(
      '02',
    );
    const subject = { objectId: 'ZT-H-R1', version: 0 };
    expect(accountBody({ accountNumber: 'R1', subject, status: 3, openedAt: 't' })).toEqual({
      accountNo: 'R1',
      accountTypeCode: '01',
      subject,
      accountStatusCode: '03',
      openedAt: 't',
    });
    expect(accountBody({ accountNumber: 'R1', subject, status: 7, openedAt: 't' }).accountStatusCode).toBe(
      '99',
    );
    expect(productBody({ issuer: null, productKey: uscc, name: '甲公司', issuedShares: 5n })).toEqual({
      productCode: uscc,
      productName: '甲公司',
      productTypeCode: '01',
      issuer: null,
      totalQuantity: '5',
    });
    expect(productBody({ issuer: subject, productKey: uscc, name: 'x', issuedShares: 5n }).issuer).toEqual(
      subject,
    );
  });
});

describe('schema errors with paths', () => {
  it('turns ajv instance paths into JSON paths', () => {
    expect(jsonPathOf('')).toBe('$');
    expect(jsonPathOf('/account/version')).toBe('$.account.version');
    expect(jsonPathOf('/list/3/a~1b~0c')).toBe('$.list[3].a/b~c');
  });

  it.each([
    [
      { instancePath: '', keyword: 'required', params: { missingProperty: 'account' } },
      { path: '$.account', message: '缺少必填字段' },
    ],
    [
      { instancePath: '/account', keyword: 'required', params: { missingProperty: 'version' } },
      { path: '$.account.version', message: '缺少必填字段' },
    ],
    [
      { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'x' } },
      { path: '$.x', message: '模型未定义该字段' },
    ],
    [
      { instancePath: '/a', keyword: 'type', params: { type: 'string' } },
      { path: '$.a', message: '类型应为string' },
    ],
    [
      { instancePath: '/a', keyword: 'pattern', params: {} },
      { path: '$.a', message: '格式不正确' },
    ],
    [
      { instancePath: '/a', keyword: 'enum', params: {} },
      { path: '$.a', message: '取值不在代码表内' },
    ],
    [
      { instancePath: '/a', keyword: 'const', params: {} },
      { path: '$.a', message: '取值不在代码表内' },
    ],
    [
      { instancePath: '/a', keyword: 'minLength', params: {} },
      { path: '$.a', message: '不能为空' },
    ],
    [
      { instancePath: '/a', keyword: 'maxLength', params: { limit: 16 } },
      { path: '$.a', message: '长度不能超过16' },
    ],
    [
      { instancePath: '/a', keyword: 'minimum', params: { limit: 0 } },
      { path: '$.a', message: '不能小于0' },
    ],
    [
      { instancePath: '', keyword: 'maxProperties', params: {} },
      { path: '$', message: '删除操作的数据体必须为空' },
    ],
    [
      { instancePath: '/a', keyword: 'anyOf', params: {} },
      { path: '$.a', message: '不符合模型（anyOf）' },
    ],
  ])('%o', (error, expected) => {
    expect(schemaErrorOf(error)).toEqual(expected);
  });

  it('picks the schema by model version and class, the empty body for a delete', () => {
    expect(schemaFor('1.0', 'registration', false)).toBe(CHAIN_SCHEMAS_V1.registration);
    expect(schemaFor('1.0', 'registration', true)).toBe(DELETED_BODY_SCHEMA);
    expect(schemaFor('9.9', 'registration', false)).toBeNull();
  });
});
