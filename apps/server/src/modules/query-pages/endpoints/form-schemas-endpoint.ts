import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { requireConfigAdmin } from '../admin.js';
import type { QueryEndpoint } from '../endpoint-registry.js';
import { findActiveFormSchemaPage } from './form-schemas.repository.js';

const workflowId = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: '格式不正确' })
    .optional(),
);

const params = z.object({ appId: workflowId, nodeId: workflowId });

/** `forms.schemas`: the active form schemas of the tenant, for the form designer (administrators). */
export const formSchemasEndpoint: QueryEndpoint<typeof params> = {
  name: 'forms.schemas',
  title: '表单配置列表',
  access: '管理端管理员',
  params,
  paramLabels: { appId: '业务编号', nodeId: '节点' },
  columns: [
    { prop: 'appId', label: '业务编号' },
    { prop: 'nodeId', label: '节点' },
    { prop: 'title', label: '表单名称' },
    { prop: 'version', label: '版本' },
    { prop: 'createdAt', label: '保存时间' },
  ],
  authorize(user) {
    if (!requireConfigAdmin.allows(user)) throw new AppError('FORBIDDEN');
  },
  async run({ tx, user, params: query, page }) {
    return findActiveFormSchemaPage(
      tx,
      { tenantId: user.tenantId, appId: query.appId, nodeId: query.nodeId },
      { limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize },
    );
  },
};
