import type { OptionItem } from '@rer/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { type UIEvent, useMemo, useState } from 'react';
import { useEndpointQuery, useFieldOptions, useTenantId } from '../options/use-field-options';
import { getOptionEndpoint } from '../registry/endpoint-registry';
import type { FieldControlProps } from '../types';
import { toSelectOptions } from './choice-fields';

/** 000 §9: steps of 20, loaded when the list is scrolled within 50 px of its bottom. */
export const LAZY_PAGE_SIZE = 20;
export const LAZY_TRIGGER_PX = 50;

export function nearBottom(target: { scrollTop: number; clientHeight: number; scrollHeight: number }) {
  return target.scrollTop + target.clientHeight >= target.scrollHeight - LAZY_TRIGGER_PX;
}

/**
 * lazy select (lazy-s / lazy-d): shows 20 options and 20 more each time the list is scrolled
 * near its bottom. Dictionary and static lists are paged in the browser; an endpoint source is
 * asked page by page. Keeps its rules when disabled (001 §5.20).
 */
export function LazySelectField({ field, state, id, value, onChange }: FieldControlProps) {
  const source = 'options' in field ? field.options : undefined;
  const endpoint = source?.source === 'endpoint' && !state.options ? source : undefined;
  const local = useFieldOptions(field, state);
  const [keyword, setKeyword] = useState('');
  const [shown, setShown] = useState(LAZY_PAGE_SIZE);
  const query = useEndpointQuery(endpoint);
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const remote = useInfiniteQuery({
    queryKey: ['formLazyOptions', endpoint?.name ?? '', query, keyword],
    queryFn: ({ pageParam, signal }) => {
      const registered = endpoint ? getOptionEndpoint(endpoint.name) : undefined;
      if (!registered) return Promise.resolve({ items: [] as OptionItem[], hasMore: false });
      return registered.load({
        query,
        keyword,
        page: pageParam,
        pageSize: LAZY_PAGE_SIZE,
        signal,
        queryClient,
        tenantId,
      });
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.hasMore === true || (last.hasMore === undefined && last.items.length >= LAZY_PAGE_SIZE)
        ? pages.length + 1
        : undefined,
    enabled: endpoint !== undefined && state.visible,
    meta: { errorMessage: 'data.fetchFailed' },
  });
  const filtered = useMemo(
    () => (keyword === '' ? local.items : local.items.filter((item) => item.label.includes(keyword))),
    [local.items, keyword],
  );
  const items = endpoint
    ? (remote.data?.pages.flatMap((page) => page.items) ?? [])
    : filtered.slice(0, shown);
  const multiple =
    field.type === 'lazySelect' &&
    (field.props?.multiple === true || field.props?.multipleLimit !== undefined);

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    if (!nearBottom(event.currentTarget)) return;
    if (endpoint) {
      if (remote.hasNextPage && !remote.isFetchingNextPage) void remote.fetchNextPage();
    } else if (shown < filtered.length) setShown((count) => count + LAZY_PAGE_SIZE);
  };

  return (
    <Select
      id={id}
      value={multiple ? (Array.isArray(value) ? value : []) : (value ?? undefined)}
      mode={multiple ? 'multiple' : undefined}
      maxCount={multiple && field.type === 'lazySelect' ? field.props?.multipleLimit : undefined}
      disabled={state.disabled}
      loading={endpoint ? remote.isFetching : local.loading}
      placeholder={field.placeholder ?? '请选择'}
      allowClear
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          setKeyword(text);
          setShown(LAZY_PAGE_SIZE);
        },
      }}
      options={withChosen(toSelectOptions(items), value, local.items)}
      onPopupScroll={onPopupScroll}
      style={{ width: '100%' }}
      onChange={(next) => onChange?.(next ?? undefined)}
      data-testid={`lazy-select-${field.prop}`}
    />
  );
}

/** Keeps the chosen value's label visible although its page is not loaded. */
function withChosen(options: ReturnType<typeof toSelectOptions>, value: unknown, all: readonly OptionItem[]) {
  const chosen = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null);
  const missing = chosen.filter((v) => !options.some((option) => option.value === v));
  const extra = missing.flatMap((v) => {
    const item = all.find((candidate) => candidate.value === v);
    return item ? toSelectOptions([item]) : [];
  });
  return extra.length === 0 ? options : [...options, ...extra];
}
