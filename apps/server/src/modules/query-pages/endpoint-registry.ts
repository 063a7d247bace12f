import type { z } from 'zod';
import type { Tx } from '../../platform/db/database.js';
import type { AuthUser } from '../identity/index.js';

/**
 * The data endpoints a query page may name (001 §2.1, §7 "method and url from configuration").
 * A configuration never holds an address: it names one of these, each a server function with its
 * own parameter schema and its own authorisation, registered in code.
 */

/** The form of names a page configuration may give (the domain's endpointNameSchema). */
const ENDPOINT_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

export interface QueryEndpointPage {
  pageNo: number;
  pageSize: number;
}

export interface QueryEndpointCall<P> {
  /** The request's tenant transaction (row-level security applies). */
  tx: Tx;
  user: AuthUser;
  /** The mapped parameters, parsed by the endpoint's own schema. */
  params: P;
  page: QueryEndpointPage;
  /** For audit rows. */
  meta: { ip: string; requestId: string };
}

export interface QueryEndpointResult {
  records: Record<string, unknown>[];
  total: number;
}

export interface QueryEndpoint<S extends z.ZodObject = z.ZodObject> {
  /** `holders.search`, `workflow.myTasks`: letters, digits, `_ . -`, starting with a letter. */
  name: string;
  /** Shown to the configurator (Chinese). */
  title: string;
  /** Who may call it, in words, for the configurator; `authorize` enforces it. */
  access: string;
  /** The parameters it takes. Keys outside the shape are refused before it runs. */
  params: S;
  /** Chinese names of the parameters, for error messages (`股东名称：…`). */
  paramLabels: Readonly<Record<string, string>>;
  /** The fields of its rows, offered to the configurator as columns. */
  columns: readonly { prop: string; label: string }[];
  /** Throws (usually AppError FORBIDDEN) when the user may not call it. */
  authorize(user: AuthUser): void;
  run(call: QueryEndpointCall<z.infer<S>>): Promise<QueryEndpointResult>;
}

export interface QueryEndpointRegistry {
  /** Adds an endpoint; a second endpoint of the same name or a malformed name throws. */
  register<S extends z.ZodObject>(endpoint: QueryEndpoint<S>): void;
  get(name: string): QueryEndpoint | undefined;
  list(): QueryEndpoint[];
  names(): string[];
}

export function createQueryEndpointRegistry(): QueryEndpointRegistry {
  const endpoints = new Map<string, QueryEndpoint>();
  return {
    register(endpoint) {
      if (!ENDPOINT_NAME.test(endpoint.name)) throw new Error(`查询接口名称不正确：${endpoint.name}`);
      if (endpoints.has(endpoint.name)) throw new Error(`查询接口重复注册：${endpoint.name}`);
      endpoints.set(endpoint.name, endpoint as unknown as QueryEndpoint);
    },
    get: (name) => endpoints.get(name),
    list: () => [...endpoints.values()].sort((a, b) => a.name.localeCompare(b.name)),
    names: () => [...endpoints.keys()].sort(),
  };
}
