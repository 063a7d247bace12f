import { describe, expect, it } from 'vitest';
import { findRouteByPath } from '../../app/route-table';
import {
  certTypeDictionary,
  idNumberProblem,
  importPath,
  isXlsxFile,
  rightsConfirmation,
  shareRatio,
} from './register-rules';

describe('register rules', () => {
  it('computes 持股比例 on integers, 4 decimals, half up', () => {
    expect(shareRatio('6000000', '10000000')).toBe('60.0000%');
    expect(shareRatio('1', '3')).toBe('33.3333%');
    expect(shareRatio('2', '3')).toBe('66.6667%');
    expect(shareRatio('1', '200000000')).toBe('0.0000%');
    expect(shareRatio('1', '20000000')).toBe('0.0000%');
    expect(shareRatio('1', '2000000')).toBe('0.0001%');
    expect(shareRatio('9007199254740993', '9007199254740993')).toBe('100.0000%');
    expect(shareRatio('5', '0')).toBe('0.0000%');
  });

  it('appends 000000 for 550060 and 550227, else the product code (000 §5)', () => {
    expect(importPath('/x/import', '550060')).toBe('/x/import/000000');
    expect(importPath('/x/import', '550227', 'P1')).toBe('/x/import/000000');
    expect(importPath('/x/import', '550001', ' P1 ')).toBe('/x/import/P1');
    expect(importPath('/x/import')).toBe('/x/import');
  });

  it('checks the dialog ID number in the spec order', () => {
    expect(idNumberProblem('')).toBe('请填写证件号码');
    expect(idNumberProblem('12 34')).toBe('不能包含特殊字符');
    expect(idNumberProblem('12三4')).toBe('不能包含中文');
    expect(idNumberProblem('1'.repeat(19))).toBe('长度不能超过18位');
    expect(idNumberProblem('91210200MA0D0001X(')).toBeNull();
  });

  it('picks the certificate-type dictionary of the holder type', () => {
    expect([1, 2, 3, undefined].map(certTypeDictionary)).toEqual([
      'organTypeValidator',
      'personCertType',
      'productInfoIdType',
      '',
    ]);
  });

  it('reads 确权 and xlsx names', () => {
    expect([1, '0', null, undefined].map(rightsConfirmation)).toEqual([
      'confirmed',
      'unconfirmed',
      'unknown',
      'unknown',
    ]);
    expect(isXlsxFile('名册.XLSX')).toBe(true);
    expect(isXlsxFile('名册.xls')).toBe(false);
  });

  it('finds the detail route by its :uuid pattern, and not a deeper path', () => {
    expect(findRouteByPath('/singleShareholderDetail/f0000000-0000-4000-8000-000000000001')?.id).toBe(
      'register-shareholder',
    );
    expect(findRouteByPath('/singleShareholderDetail/')).toBeUndefined();
    expect(findRouteByPath('/singleShareholderDetail/a/b')).toBeUndefined();
    expect(findRouteByPath('/shareRegister/import')?.roles).toContain('administrator');
  });
});
