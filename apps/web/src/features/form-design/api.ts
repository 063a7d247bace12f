import type { FormSchemaDetail } from '@rer/contracts';
import { http } from '../../lib/http';

export const formDesignUrls = {
  detail: '/api/rem-registrationbizweb/otc-flow/workflowform/detail',
  save: '/api/rem-registrationmgrweb/otc-flow/workflowform/save',
} as const;

export const formDesignApi = {
  /** The active schema of a form node. */
  load: (appId: string, nodeId: string, signal?: AbortSignal) =>
    http.getData<FormSchemaDetail>(formDesignUrls.detail, {
      params: { appId, nodeId, mgrOrBiz: 'mgr' },
      signal,
    }),
  /** Answers the envelope: 409 (someone saved first) and 400 (invalid schema) are the page's to show. */
  save: (body: { appId: string; nodeId: string; expectedVersion: number; schema: unknown }) =>
    http.post<{ appId: string; nodeId: string; version: number }>(formDesignUrls.save, body),
};
