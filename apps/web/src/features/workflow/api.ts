import type {
  ApplicationDetail,
  ApplicationSummary,
  Envelope,
  MyApplicationsRequest,
  MyTodosRequest,
  Page,
  ResubmitApplicationRequest,
  ReviewApplicationRequest,
  SaveApplicationRequest,
  SubmitApplicationRequest,
  TodoRecord,
} from '@rer/contracts';
import { http } from '../../lib/http';

/** The workflow calls of the server (apps/server/src/modules/workflow/routes.ts, 001 §7). */
const BIZ = '/api/rem-registrationbizweb';
export const workflowUrls = {
  formDetail: `${BIZ}/otc-flow/workflowform/detail`,
  save: `${BIZ}/application/save`,
  submit: `${BIZ}/application/submit`,
  approve: `${BIZ}/application/approve`,
  reject: `${BIZ}/application/reject`,
  return: `${BIZ}/application/return`,
  resubmit: `${BIZ}/application/resubmit`,
  withdraw: `${BIZ}/application/withdraw`,
  detail: `${BIZ}/application/detail`,
  myApplications: `${BIZ}/application/page`,
  myTodos: `${BIZ}/taskItem/page`,
  finalNode: `${BIZ}/flow/getFinalNode`,
  checkPrint: `${BIZ}/applyform/checkPrint`,
  /**
   * The voucher PDF of a completed application. Not served yet (the voucher renderer exists as a
   * module, the route is to be wired by the workflow); see README "Open points".
   */
  voucherPdf: `${BIZ}/applyform/printVoucher`,
} as const;

/** The submit body as the server's contract defines it (companyId included). */
export type SubmitRequest = SubmitApplicationRequest;

/** approve / reject / return; `target` only for return: the node to return to (default: the applicant's revise node). */
export type ReviewRequest = ReviewApplicationRequest;

export type ReviewAction = 'approve' | 'return' | 'reject';

/**
 * State-changing calls answer the envelope as it came (the transport has shown a refusal's msg):
 * pages read `code` (409: someone else handled the task) and `data` (unconfirmed shareholders,
 * listed enterprise) of a refusal.
 */
export const workflowApi = {
  save: (body: SaveApplicationRequest) => http.post<ApplicationSummary>(workflowUrls.save, body),
  submit: (body: SubmitRequest) => http.post<ApplicationSummary>(workflowUrls.submit, body),
  resubmit: (body: ResubmitApplicationRequest) => http.post<ApplicationSummary>(workflowUrls.resubmit, body),
  review: (action: ReviewAction, body: ReviewRequest): Promise<Envelope<ApplicationSummary>> => {
    const { target, ...rest } = body;
    return http.post<ApplicationSummary>(
      workflowUrls[action],
      action === 'return' && target ? { ...rest, target } : rest,
    );
  },
  withdraw: (uuid: string, version?: number) =>
    http.post<ApplicationSummary>(
      workflowUrls.withdraw,
      version === undefined ? { uuid } : { uuid, version },
    ),
  detail: async (
    ref: { uuid?: string; bizSn?: string },
    signal?: AbortSignal,
  ): Promise<ApplicationDetail> => {
    const answer = await http.post<ApplicationDetail>(workflowUrls.detail, ref, { signal });
    if (!answer.success) throw new Error(answer.msg);
    return answer.data;
  },
  myApplications: async (
    body: MyApplicationsRequest,
    signal?: AbortSignal,
  ): Promise<Page<ApplicationSummary>> => {
    const answer = await http.post<Page<ApplicationSummary>>(workflowUrls.myApplications, body, {
      signal,
      cancelDuplicate: true,
    });
    if (!answer.success) throw new Error(answer.msg);
    return answer.data;
  },
  myTodos: async (body: MyTodosRequest, signal?: AbortSignal): Promise<Page<TodoRecord>> => {
    const answer = await http.post<Page<TodoRecord>>(workflowUrls.myTodos, body, {
      signal,
      cancelDuplicate: true,
    });
    if (!answer.success) throw new Error(answer.msg);
    return answer.data;
  },
  finalNode: (flowCode: string) =>
    http.get<{ key: string; name: string }>(workflowUrls.finalNode, {
      params: { flowCode, outsideAble: 'true' },
    }),
  checkPrint: (query: { bizId: string; nodeKey?: string; appCode?: string }, signal?: AbortSignal) =>
    http.get<{ printable: boolean; uuid: string | null }>(workflowUrls.checkPrint, { params: query, signal }),
  voucherPdf: (uuid: string) => http.download(workflowUrls.voucherPdf, { params: { uuid } }),
};
