import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { usePaging } from './paging';

afterEach(async () => {
  await changeLanguage('zh');
});

describe('usePaging', () => {
  it('shows the total in the active language: 共 N 条, Total N', async () => {
    const { result, rerender } = renderHook(() => usePaging());
    expect(result.current.pagination(12).showTotal(12)).toBe('共 12 条');
    await changeLanguage('en');
    rerender();
    expect(result.current.pagination(12).showTotal(12)).toBe('Total 12');
    expect(result.current.pagination(1).showTotal(1)).toBe('Total 1');
  });
});
