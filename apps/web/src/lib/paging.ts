import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 001 §9: query-table page sizes 5, 10, 15, 20, 30; default 5. */
export const PAGE_SIZES = [5, 10, 15, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 5;

/** A type, not an interface, so that it joins string-keyed request records. */
export type Paging = {
  current: number;
  size: number;
};

export interface PagingOptions {
  /** The first page size (a list whose rows are short may start with more). */
  defaultSize?: number;
  /** Shows antd's "go to page" box (long histories such as the ledger's). */
  quickJumper?: boolean;
}

/**
 * Paging state of a server-paged list and antd's `pagination` for it: the page sizes of 001 §9,
 * 共 N 条 in the active language; a new page size, or a new filter (`resetPage`), goes back to page 1.
 */
export function usePaging(options: PagingOptions = {}) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<Paging>({
    current: 1,
    size: options.defaultSize ?? DEFAULT_PAGE_SIZE,
  });
  const pagination = (total: number | undefined) => ({
    current: paging.current,
    pageSize: paging.size,
    total: total ?? 0,
    showSizeChanger: true,
    ...(options.quickJumper ? { showQuickJumper: true } : {}),
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (count: number) => t('data.total', { count }),
    onChange: (current: number, size: number) =>
      setPaging(size === paging.size ? { current, size } : { current: 1, size }),
  });
  return { paging, pagination, resetPage: () => setPaging((p) => ({ ...p, current: 1 })) };
}
