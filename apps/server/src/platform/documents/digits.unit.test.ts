import { describe, expect, it } from 'vitest';
import { groupDigits, groupedQuantity } from './digits.js';

describe('whole numbers in documents', () => {
  it('groups digits by thousands, beyond the safe integers too', () => {
    expect(groupDigits(0n)).toBe('0');
    expect(groupDigits(999n)).toBe('999');
    expect(groupDigits(1000n)).toBe('1,000');
    expect(groupDigits(-3600000n)).toBe('-3,600,000');
    expect(groupDigits(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
  });

  it('prints a stored quantity grouped, and anything else as given', () => {
    expect(groupedQuantity('2000')).toBe('2,000');
    expect(groupedQuantity(3000000)).toBe('3,000,000');
    expect(groupedQuantity(' 1500 ')).toBe('1,500');
    expect(groupedQuantity('1.50')).toBe('1.50');
    expect(groupedQuantity(undefined)).toBe('');
    expect(groupedQuantity(null)).toBe('');
  });
});
