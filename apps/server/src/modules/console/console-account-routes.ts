import {
  CONSOLE_MGR,
  consoleAccountCreateBody,
  consoleAccountDetail,
  consoleAccountPage,
  consoleAccountPageQuery,
  consoleAccountRolesBody,
  consoleAccountUpdateBody,
  consoleAccountZonesBody,
  consoleIdQuery,
  consoleInitialPassword,
  consoleResetPasswordBody,
  consoleStatusBody,
  consoleUnlockBody,
  consoleVersionAnswer,
  emptyData,
  envelope,
} from '@rer/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { setConsoleAccountRoles, setConsoleAccountZones } from './console-account-access.service.js';
import {
  type ConsoleDeps,
  createConsoleAccount,
  consoleAccountDetail as detailOf,
  pageConsoleAccounts,
  resetConsolePassword,
  setConsoleAccountStatus,
  unlockConsoleAccount,
  updateConsoleAccount,
} from './console-accounts.service.js';
import { CONSOLE_CONFIG, consoleActor, CONSOLE_TAGS as tags } from './console-route-support.js';

const ACCOUNT = `${CONSOLE_MGR}/account`;

/** Accounts of the staff console (ADR 39): staff and users of the tenant. */
export function registerConsoleAccountRoutes(root: FastifyInstance, deps: ConsoleDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = CONSOLE_CONFIG;
  const versionAnswer = { 200: envelope(consoleVersionAnswer) };

  app.get(
    `${ACCOUNT}/page`,
    {
      config,
      schema: {
        tags,
        summary: '账号列表（手机号脱敏）',
        querystring: consoleAccountPageQuery,
        response: { 200: envelope(consoleAccountPage) },
      },
    },
    async (request) =>
      ok(await pageConsoleAccounts(deps, consoleActor(request).user.tenantId, request.query)),
  );
  app.get(
    `${ACCOUNT}/detail`,
    {
      config,
      schema: {
        tags,
        summary: '账号详情',
        querystring: consoleIdQuery,
        response: { 200: envelope(consoleAccountDetail) },
      },
    },
    async (request) => ok(await detailOf(deps, consoleActor(request).user.tenantId, request.query.id)),
  );
  app.post(
    `${ACCOUNT}/create`,
    {
      config,
      schema: {
        tags,
        summary: '新建账号（初始密码只显示一次，首次登录须修改）',
        body: consoleAccountCreateBody,
        response: { 200: envelope(consoleInitialPassword) },
      },
    },
    async (request) =>
      ok(await createConsoleAccount(deps, consoleActor(request), request.body), '账号已创建'),
  );
  app.post(
    `${ACCOUNT}/update`,
    {
      config,
      schema: { tags, summary: '修改账号', body: consoleAccountUpdateBody, response: versionAnswer },
    },
    async (request) => ok(await updateConsoleAccount(deps, consoleActor(request), request.body), '保存成功'),
  );
  app.post(
    `${ACCOUNT}/status`,
    {
      config,
      schema: {
        tags,
        summary: '停用（结束其会话）或启用账号',
        body: consoleStatusBody,
        response: versionAnswer,
      },
    },
    async (request) =>
      ok(
        await setConsoleAccountStatus(deps, consoleActor(request), request.body),
        request.body.status === 0 ? '账号已停用' : '账号已启用',
      ),
  );
  app.post(
    `${ACCOUNT}/unlock`,
    {
      config,
      schema: {
        tags,
        summary: '解除登录锁定',
        body: consoleUnlockBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await unlockConsoleAccount(deps, consoleActor(request), request.body.id);
      return ok(null, '已解除锁定');
    },
  );
  app.post(
    `${ACCOUNT}/reset-password`,
    {
      config,
      schema: {
        tags,
        summary: '重置密码（下次登录须修改）',
        body: consoleResetPasswordBody,
        response: { 200: envelope(consoleInitialPassword) },
      },
    },
    async (request) =>
      ok(await resetConsolePassword(deps, consoleActor(request), request.body), '密码已重置'),
  );
  app.post(
    `${ACCOUNT}/zones`,
    {
      config,
      schema: { tags, summary: '可进入的专区', body: consoleAccountZonesBody, response: versionAnswer },
    },
    async (request) =>
      ok(await setConsoleAccountZones(deps, consoleActor(request), request.body), '保存成功'),
  );
  app.post(
    `${ACCOUNT}/roles`,
    { config, schema: { tags, summary: '分配角色', body: consoleAccountRolesBody, response: versionAnswer } },
    async (request) =>
      ok(await setConsoleAccountRoles(deps, consoleActor(request), request.body), '保存成功'),
  );
}
