import type { OptionItem } from '@rer/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Option endpoints by name (architecture §6): a schema's `{ source: 'endpoint', name }` never
 * carries a URL; the code registers what the name calls. `query` is the schema's queryConfig
 * already resolved against the form (buildEndpointQuery); `keyword` is what the user typed
 * (autocomplete, lazy select, dialog search); `page` counts from 1 for lazy loading.
 */
export interface EndpointRequest {
  query: Readonly<Record<string, string | number | boolean | null>>;
  keyword?: string;
  page?: number;
  pageSize?: number;
  signal?: AbortSignal;
  /** The app's query cache, so an endpoint can share reference data (dictionaries) with the rest. */
  queryClient: QueryClient;
  tenantId: string;
}

export interface EndpointAnswer {
  items: OptionItem[];
  /** More pages exist (lazy select). */
  hasMore?: boolean;
}

export interface OptionEndpoint {
  /** What it is, for the designer. */
  description: string;
  load(request: EndpointRequest): Promise<EndpointAnswer>;
}

const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
const endpoints = new Map<string, OptionEndpoint>();

export function registerOptionEndpoint(name: string, endpoint: OptionEndpoint): void {
  if (!NAME.test(name)) throw new Error(`Invalid endpoint name: ${name}`);
  if (endpoints.has(name)) throw new Error(`Option endpoint already registered: ${name}`);
  endpoints.set(name, endpoint);
}

export function getOptionEndpoint(name: string): OptionEndpoint | undefined {
  return endpoints.get(name);
}

export function listOptionEndpoints(): string[] {
  return [...endpoints.keys()];
}
