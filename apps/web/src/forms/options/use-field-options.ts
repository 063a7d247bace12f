import {
  buildEndpointQuery,
  type EndpointOptionSource,
  type FieldState,
  type FormField,
  type OptionItem,
  type OptionSource,
} from '@rer/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useMemo } from 'react';
import { appConfig } from '../../lib/config';
import { useSession } from '../../lib/use-session';
import { useFormRuntime } from '../engine/runtime';
import { getOptionEndpoint } from '../registry/endpoint-registry';

export interface FieldOptions {
  items: readonly OptionItem[];
  loading: boolean;
}

export function sourceOf(field: FormField): OptionSource | undefined {
  return 'options' in field ? field.options : undefined;
}

/** The query an endpoint source sends, re-read whenever a mapped form value changes. */
export function useEndpointQuery(source: EndpointOptionSource | undefined) {
  const { form } = useFormRuntime();
  const props = useMemo(
    () => (source?.queryConfig ?? []).flatMap((entry) => (entry.fromProp ? [entry.fromProp.split('.')] : [])),
    [source],
  );
  // Only the mapped values are watched, so typing elsewhere does not re-render this field.
  const watched = Form.useWatch(
    (values: Record<string, unknown>) => props.map((path) => readIn(values, path)),
    form,
  );
  return useMemo(() => {
    if (!source) return {};
    const form: Record<string, unknown> = {};
    props.forEach((path, index) => {
      setIn(form, path, (watched as unknown[] | undefined)?.[index]);
    });
    return buildEndpointQuery(source, form);
  }, [source, props, watched]);
}

function readIn(values: Record<string, unknown> | undefined, path: string[]): unknown {
  let current: unknown = values;
  for (const key of path)
    current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}

function setIn(target: Record<string, unknown>, path: string[], value: unknown): void {
  let current = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) current[key] = value;
    else {
      const next = (current[key] ?? {}) as Record<string, unknown>;
      current[key] = next;
      current = next;
    }
  });
}

/** The tenant whose reference data the form reads (the signed-in user's). */
export function useTenantId(): string {
  return useSession((session) => session.tenantId) ?? appConfig.defaultTenantId;
}

/** One page of an endpoint's options (the registered endpoint decides what it calls). */
export function useEndpointOptions(
  source: EndpointOptionSource | undefined,
  { keyword, enabled = true }: { keyword?: string; enabled?: boolean } = {},
) {
  const query = useEndpointQuery(source);
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  return useQuery({
    queryKey: ['formOptions', source?.name ?? '', query, keyword ?? ''],
    queryFn: async ({ signal }) => {
      const endpoint = source ? getOptionEndpoint(source.name) : undefined;
      // An unregistered name is a configuration error, logged to the console only (001 §8).
      if (!endpoint) {
        console.error(`未注册的选项接口：${source?.name ?? ''}`);
        return { items: [] as OptionItem[] };
      }
      return endpoint.load({ query, keyword, signal, page: 1, pageSize: 20, queryClient, tenantId });
    },
    enabled: source !== undefined && enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { errorMessage: 'data.fetchFailed' },
  });
}

/**
 * The options of a choice field: setOptions when active, else its source — a static list, the
 * form's shared dictionary, or a registered endpoint. Region trees are the cascader's business.
 */
export function useFieldOptions(field: FormField, state: FieldState): FieldOptions {
  const { dictionaries, loadingCodes } = useFormRuntime();
  const source = sourceOf(field);
  const endpoint = source?.source === 'endpoint' && !state.options ? source : undefined;
  const remote = useEndpointOptions(endpoint, { enabled: state.visible });
  if (state.options) return { items: state.options, loading: false };
  if (!source) return { items: [], loading: false };
  switch (source.source) {
    case 'static':
      return { items: source.items, loading: false };
    case 'dict':
      return { items: dictionaries[source.code] ?? [], loading: loadingCodes.has(source.code) };
    case 'endpoint':
      return { items: remote.data?.items ?? [], loading: remote.isFetching };
    default:
      return { items: [], loading: false };
  }
}
