import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test-support/identity.js';
import type { TestApp } from '../../test-support/test-app.js';
import { call, key, openWorkflowApp, planted, transferForm } from '../workflow/testing/workflow-fixture.js';
import {
  auditRows,
  changePassword,
  consoleCall,
  createStaff,
  type Headers,
  NEW_PASSWORD,
  signInWith,
} from './testing/console-fixture.js';

/** A staff member with the given console role, past the forced password change. */
async function staffWithRole(t: TestApp, admin: Headers, account: string, roleId: string): Promise<Headers> {
  const { initialPassword } = await createStaff(t, admin, account, [roleId]);
  const { headers } = await signInWith(t, account, initialPassword);
  expect((await changePassword(t, headers, initialPassword)).statusCode).toBe(200);
  return (await signInWith(t, account, NEW_PASSWORD)).headers;
}

describe('console roles map onto workflow node roles (ADR 39)', () => {
  let t: TestApp;
  let org: Headers;
  let admin: Headers;
  beforeAll(async () => {
    ({ t, org } = await openWorkflowApp());
    admin = (await signIn(t, 'admin')).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = async () => {
    const res = await call(t, org, '/application/submit', {
      appId: '550004',
      idempotencyKey: key(),
      formData: await planted(t, transferForm()),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.uuid as string;
  };
  const createRole = async (alias: string, name: string, workflowRoles: string[]) => {
    const res = await consoleCall(t, admin, '/role/create', { alias, name, workflowRoles });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  };

  it('lists the approval nodes by role, and refuses a node role no flow has, naming the field', async () => {
    const nodes = (await consoleCall(t, admin, '/role/workflow-nodes')).json().data;
    expect(nodes).toContainEqual({
      role: 'reviewer_first',
      appId: '550004',
      businessTypeName: '股份转让',
      nodeId: 'PreliminaryApprove',
      nodeName: '初审',
    });
    const bad = await consoleCall(t, admin, '/role/create', {
      alias: 'typo_role',
      name: '错字',
      workflowRoles: ['reviewer_frist'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('处理的流程节点：reviewer_frist 不是任何流程的审批节点角色');
    const dup = await consoleCall(t, admin, '/role/create', { alias: 'administrator', name: '重复' });
    expect(dup.json().msg).toBe('角色编码已存在：administrator');
  });

  it('a new staff member with a role mapped to 初审 sees the 初审 task and approves it', async () => {
    const roleId = await createRole('first_check', '初审岗', ['reviewer_first']);
    const staff = await staffWithRole(t, admin, 'new_first', roleId);
    const uuid = await submit();
    const todos = (await call(t, staff, '/taskItem/getUserTasks', { pageNo: 1, pageSize: 10 })).json().data;
    expect(todos.records.map((r: { uuid: string; nodeName: string }) => [r.uuid, r.nodeName])).toContainEqual(
      [uuid, '初审'],
    );
    const approved = await call(t, staff, '/application/approve', {
      uuid,
      nodeId: 'PreliminaryApprove',
      opinion: '同意',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.currentNode).toBe('RecheckApprove');
    expect((await auditRows(t, roleId))[0]).toMatchObject({
      action: 'console.role_create',
      detail: { workflowRoles: 'reviewer_first' },
    });
  });

  it('maker ≠ checker still holds for a role that handles both nodes', async () => {
    const roleId = await createRole('both_checks', '初审复审岗', ['reviewer_first', 'reviewer_second']);
    const staff = await staffWithRole(t, admin, 'new_both', roleId);
    const uuid = await submit();
    expect(
      (await call(t, staff, '/application/approve', { uuid, nodeId: 'PreliminaryApprove', opinion: '同意' }))
        .statusCode,
    ).toBe(200);
    const again = await call(t, staff, '/application/approve', {
      uuid,
      nodeId: 'RecheckApprove',
      opinion: '同意',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('同一申请的不同审批节点须由不同人员办理，您已办理过初审');
  });

  it('a disabled role grants nothing at once; a stale role edit is 409', async () => {
    const roleId = await createRole('second_check', '复审岗', ['reviewer_second']);
    const staff = await staffWithRole(t, admin, 'new_second', roleId);
    const info = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/user-info', headers: staff })).json()
        .data.roles;
    expect(await info()).toEqual(['reviewer_second', 'second_check']);
    const off = await consoleCall(t, admin, '/role/status', { id: roleId, version: 1, status: 0 });
    expect(off.statusCode, off.body).toBe(200);
    await expect.poll(info, { timeout: 2_000, interval: 20 }).toEqual([]);
    const stale = await consoleCall(t, admin, '/role/update', {
      id: roleId,
      version: 1,
      name: '复审岗二',
      workflowRoles: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('角色已被他人修改，请刷新后重试');
    const renamed = await consoleCall(t, admin, '/role/update', {
      id: roleId,
      version: 2,
      name: '复审岗二',
      workflowRoles: ['reviewer_second'],
    });
    expect(renamed.json().data.version).toBe(3);
    const list = (await consoleCall(t, admin, '/role/list')).json().data;
    expect(list.find((r: { id: string }) => r.id === roleId)).toMatchObject({
      name: '复审岗二',
      status: 0,
      accounts: 1,
    });
    const adminRole = list.find((r: { alias: string }) => r.alias === 'administrator');
    const refuse = await consoleCall(t, admin, '/role/status', {
      id: adminRole.id,
      version: adminRole.version,
      status: 0,
    });
    expect(refuse.json().msg).toBe('编号：不能停用管理员角色');
  });
});
