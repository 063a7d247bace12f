import { APPLICATION_STATUSES } from '@rer/domain';
import { z } from 'zod';
import type { AuthUser } from '../identity/index.js';
import type { QueryEndpoint, QueryEndpointRegistry } from '../query-pages/index.js';
import { summary } from './application-queries.js';
import * as lists from './lists.repository.js';

/**
 * The workflow's lists as query-page data endpoints: `workflow.myApplications` (the page
 * bizApplication2, 我的申请) and `workflow.myTasks` (bjotcTaskItem2, 我的待办). Same rows and
 * the same rules as `application/page` and `taskItem/page`: the caller's own applications, the
 * tasks of the caller's roles or assigned to the caller, tasks the caller handled.
 */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ message: '格式不正确' })
      .trim()
      .max(max, { message: `长度不能超过${max}` })
      .optional(),
  );
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const applicationParams = z.object({
  bizSn: optionalText(40),
  appId: optionalText(20),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(APPLICATION_STATUSES, { message: '不是可选的状态' }).optional(),
  ),
});

const taskParams = z.object({
  bizSn: optionalText(40),
  appId: optionalText(20),
  taskItemState: z.preprocess(
    emptyToUndefined,
    z.enum(['待办', '已办'], { message: '不是可选的任务状态' }).optional(),
  ),
});

const signedIn = (_user: AuthUser) => {
  // Any signed-in user: the rows are the caller's own.
};

export const myApplicationsEndpoint: QueryEndpoint<typeof applicationParams> = {
  name: 'workflow.myApplications',
  title: '我的申请',
  access: '已登录用户（本人提交的申请）',
  params: applicationParams,
  paramLabels: { bizSn: '业务编号', appId: '业务类型', status: '状态' },
  columns: [
    { prop: 'bizSn', label: '业务编号' },
    { prop: 'businessTypeName', label: '业务名称' },
    { prop: 'companyName', label: '企业名称' },
    { prop: 'currentNodeName', label: '当前节点' },
    { prop: 'statusName', label: '状态' },
    { prop: 'createdAt', label: '申请时间' },
  ],
  authorize: signedIn,
  async run({ tx, user, params, page }) {
    const { records, total } = await lists.pageMyApplications(tx, {
      tenantId: user.tenantId,
      applicantId: user.accountId,
      filters: params,
      offset: (page.pageNo - 1) * page.pageSize,
      limit: page.pageSize,
    });
    return {
      records: records.map((r) => ({ ...summary(r), processInstanceId: r.uuid, nodeId: 'detail' })),
      total,
    };
  },
};

export const myTasksEndpoint: QueryEndpoint<typeof taskParams> = {
  name: 'workflow.myTasks',
  title: '我的待办',
  access: '已登录用户（本人角色或指派给本人的任务）',
  params: taskParams,
  paramLabels: { bizSn: '业务编号', appId: '业务类型', taskItemState: '任务状态' },
  columns: [
    { prop: 'bizSn', label: '业务编号' },
    { prop: 'businessTypeName', label: '业务名称' },
    { prop: 'nodeName', label: '当前节点' },
    { prop: 'applicantName', label: '申请人' },
    { prop: 'taskItemState', label: '任务状态' },
    { prop: 'createdAt', label: '到达时间' },
  ],
  authorize: signedIn,
  async run({ tx, user, params, page }) {
    const base = {
      tenantId: user.tenantId,
      accountId: user.accountId,
      filters: params,
      offset: (page.pageNo - 1) * page.pageSize,
      limit: page.pageSize,
    };
    const { records, total } =
      params.taskItemState === '已办'
        ? await lists.pageMyDoneTasks(tx, base)
        : await lists.pageMyTodos(tx, { ...base, roles: user.roles });
    return { records: records.map((r) => ({ ...r, processInstanceId: r.uuid })), total };
  },
};

export function registerWorkflowQueryEndpoints(registry: QueryEndpointRegistry): void {
  registry.register(myApplicationsEndpoint);
  registry.register(myTasksEndpoint);
}
