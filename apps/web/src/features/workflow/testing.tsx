import type { ApplicationDetail } from '@rer/contracts';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type LandingMode, reloadSession, updateSession } from '../../lib/session';
import { envelope, type FakeHandler, routes } from '../../test-support/fake-fetch';
import { recordToasts as recordToastsWith, renderWithNetwork } from '../../test-support/render-with-network';

/** Test helpers of the workflow pages: jsdom gaps, recorded toasts, a signed-in session, fixtures. */

export { installBrowserShims as installDomShims } from '../../test-support/dom-shims';

/** Toasts as `type: text`, in order; confirm dialogs are not drawn. */
export const recordToasts = () => recordToastsWith({ confirm: () => undefined });

export function signInAs(landingMode: LandingMode, account = 'org_demo'): void {
  localStorage.clear();
  reloadSession();
  updateSession({
    token: { content: 'test-token', datetime: Date.now() },
    tenantId: '000000',
    landingMode,
    account,
    // An enterprise works as the company of the fixtures' applications.
    currentCompany: landingMode === 'org' ? FIXTURE_COMPANY : null,
  });
}

export const FIXTURE_COMPANY = 'c0000000-0000-4000-8000-000000000001';

/** A small schema of 550004: one required field, one hidden at apply and editable in approval. */
export const TEST_SCHEMA = {
  schemaVersion: 1,
  appId: '550004',
  nodeId: 'apply',
  title: '股份转让登记申请',
  groups: [
    {
      key: 'transfer',
      title: '转让信息',
      fields: [
        { type: 'input', prop: 'transferorName', label: '转让方名称', rules: [{ kind: 'required' }] },
        {
          type: 'textarea',
          prop: 'reviewRemark',
          label: '审核备注',
          maxLength: 200,
          editInApprove: true,
          conditions: { visibleWhen: { path: 'context.isApprove', operator: 'eq', value: true } },
        },
      ],
    },
  ],
};

/** The reference calls every form makes, plus the form schema of any (appId, node). */
export function workflowServer(
  table: Record<string, FakeHandler>,
  schema: unknown = TEST_SCHEMA,
): FakeHandler {
  return routes({
    '/api/rem-registrationbizweb/otc-flow/workflowform/detail': () =>
      envelope({ appId: '550004', nodeId: 'apply', version: 1, schema }),
    '/api/blade-system/dict-biz/dictionary': () => envelope([]),
    '/api/blade-system/param-biz/detail': () =>
      envelope({ paramKey: 'x', paramName: 'x', paramValue: 'false' }),
    '/api/rem-registrationmgrweb/taskItem/getUserTasks': () => envelope({ totalRecord: 0, records: [] }),
    '/api/rem-registrationbizweb/statement/getStatementDetail': () => envelope([]),
    ...table,
  });
}

export const UUID = '11111111-2222-4333-8444-555555555555';

export function applicationDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    uuid: UUID,
    bizSn: '20261121000001',
    appId: '550004',
    businessTypeName: '股份转让',
    applicantName: '演示企业经办人',
    companyId: FIXTURE_COMPANY,
    companyName: '大连演示科技股份有限公司',
    status: 'in_review',
    statusName: '审批中',
    currentNode: 'PreliminaryApprove',
    currentNodeName: '初审',
    round: 1,
    version: 3,
    createdAt: '2026-11-21T01:00:00.000Z',
    submittedAt: '2026-11-21T01:05:00.000Z',
    completedAt: null,
    flowVersion: 1,
    formData: { transferorName: '演示投资者甲' },
    formVersion: 1,
    ext5: '{}',
    openTask: {
      taskId: 'task-1',
      nodeId: 'PreliminaryApprove',
      nodeName: '初审',
      assigneeRole: 'reviewer_first',
      createdAt: '2026-11-21T01:05:00.000Z',
    },
    timeline: [
      {
        round: 1,
        action: 'submit',
        fromNode: 'apply',
        toNode: 'PreliminaryApprove',
        fromStatus: 'draft',
        toStatus: 'in_review',
        actorName: '演示企业经办人',
        opinion: null,
        occurredAt: '2026-11-21T01:05:00.000Z',
      },
    ],
    opinions: [],
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a page at `path` inside the app's query client and a memory router; shows where it went. */
export function renderPage(page: ReactNode, routePath: string, path: string, handler: FakeHandler) {
  return renderWithNetwork(
    <MemoryRouter initialEntries={['/wel/index', path]} initialIndex={1}>
      <Routes>
        <Route path={routePath} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    handler,
  );
}

/** The JSON body of a recorded call. */
export const bodyOf = (call: { body: BodyInit | null | undefined }): Record<string, unknown> =>
  JSON.parse(String(call.body)) as Record<string, unknown>;
