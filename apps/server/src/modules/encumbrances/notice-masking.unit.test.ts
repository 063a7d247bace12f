import { describe, expect, it } from 'vitest';
import { maskPersonName, publicHolderName, publicPartyName } from './notice-masking.js';

describe('announcement masking (ADR 75)', () => {
  it('keeps only the first character of a person name', () => {
    expect(maskPersonName('张三')).toBe('张*');
    expect(maskPersonName('欧阳娜娜')).toBe('欧***');
    expect(maskPersonName(' 李 ')).toBe('*');
  });

  it('masks persons among holders but not institutions or products', () => {
    expect(publicHolderName('王小明', 2)).toBe('王**');
    expect(publicHolderName('大连演示科技有限公司', 1)).toBe('大连演示科技有限公司');
    expect(publicHolderName('演示一号私募基金', 3)).toBe('演示一号私募基金');
  });

  it('masks a pledgee by its certificate type, or by its name when no type was recorded', () => {
    expect(publicPartyName('赵六', '1')).toBe('赵*');
    expect(publicPartyName('赵六', '9')).toBe('赵*');
    expect(publicPartyName('演示银行', '11')).toBe('演示银行');
    expect(publicPartyName('演示银行', null)).toBe('演示银行');
    expect(publicPartyName('大连市中级人民法院', null)).toBe('大连市中级人民法院');
    expect(publicPartyName('钱七', null)).toBe('钱*');
    expect(publicPartyName(null, null)).toBeNull();
  });
});
