import { randomUUID } from 'node:crypto';
import type { ConsoleBindings, ConsoleCompanyBindBody, ConsoleHolderBindBody } from '@rer/contracts';
import { validationError } from '../../platform/errors.js';
import type { ConsoleDeps } from './console-accounts.service.js';
import { auditConsole, type ConsoleActor, maskIdNumber } from './console-audit.js';
import {
  bindingTargetsExist,
  deleteCompanyBinding,
  deleteHolderBinding,
  insertCompanyBinding,
  insertHolderBinding,
  listCompanyBindings,
  listHolderBindings,
} from './console-bindings.repository.js';

export async function consoleBindingsOf(
  deps: ConsoleDeps,
  tenantId: string,
  accountId: string,
): Promise<ConsoleBindings> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const companies = await listCompanyBindings(tx, tenantId, accountId);
    return {
      companies: companies.map((c) => ({ ...c, agentIdNumber: maskIdNumber(c.agentIdNumber) })),
      holders: await listHolderBindings(tx, tenantId, accountId),
    };
  });
}

export async function bindConsoleCompany(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  body: ConsoleCompanyBindBody,
) {
  const tenantId = actor.user.tenantId;
  await deps.db.withTenant(tenantId, async (tx) => {
    const found = await bindingTargetsExist(tx, tenantId, {
      accountId: body.accountId,
      companyId: body.companyId,
    });
    if (!found.account) throw validationError('账号', '账号不存在');
    if (!found.company) throw validationError('企业', '企业不存在');
    const agent = {
      agentName: body.agentName || null,
      agentIdNumber: body.agentIdNumber ?? null,
      agentMobile: body.agentMobile ?? null,
    };
    if (
      !(await insertCompanyBinding(tx, {
        tenantId,
        accountId: body.accountId,
        companyId: body.companyId,
        relation: body.relation,
        ...agent,
      }))
    )
      throw validationError('企业', '该账号已绑定此企业');
    await auditConsole(tx, actor, {
      action: 'console.binding_create',
      targetType: 'account_company',
      targetId: body.accountId,
      detail: {
        companyId: body.companyId,
        relation: body.relation,
        agentName: agent.agentName,
        agentIdNumber: maskIdNumber(agent.agentIdNumber),
      },
    });
  });
}

export async function unbindConsoleCompany(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  body: { accountId: string; companyId: string },
) {
  const tenantId = actor.user.tenantId;
  await deps.db.withTenant(tenantId, async (tx) => {
    const removed = await deleteCompanyBinding(tx, { tenantId, ...body });
    if (!removed) throw validationError('企业', '该账号未绑定此企业');
    await auditConsole(tx, actor, {
      action: 'console.binding_remove',
      targetType: 'account_company',
      targetId: body.accountId,
      detail: { companyId: body.companyId, relation: removed.relation },
    });
  });
}

export async function bindConsoleHolder(deps: ConsoleDeps, actor: ConsoleActor, body: ConsoleHolderBindBody) {
  const tenantId = actor.user.tenantId;
  const id = randomUUID();
  const productId = body.productId ?? null;
  await deps.db.withTenant(tenantId, async (tx) => {
    const found = await bindingTargetsExist(tx, tenantId, {
      accountId: body.accountId,
      holderId: body.holderId,
      productId,
    });
    if (!found.account) throw validationError('账号', '账号不存在');
    if (!found.holder) throw validationError('登记账户', '登记账户不存在');
    if (!found.product) throw validationError('产品', '产品不存在');
    if (
      !(await insertHolderBinding(tx, {
        id,
        tenantId,
        accountId: body.accountId,
        holderId: body.holderId,
        productId,
      }))
    )
      throw validationError(
        '登记账户',
        productId ? '该账号已绑定此登记账户的该产品' : '该账号已绑定此登记账户',
      );
    await auditConsole(tx, actor, {
      action: 'console.binding_create',
      targetType: 'account_holder',
      targetId: body.accountId,
      detail: { bindingId: id, holderId: body.holderId, productId },
    });
  });
  return { id };
}

export async function unbindConsoleHolder(deps: ConsoleDeps, actor: ConsoleActor, id: string) {
  const tenantId = actor.user.tenantId;
  await deps.db.withTenant(tenantId, async (tx) => {
    const removed = await deleteHolderBinding(tx, { tenantId, id });
    if (!removed) throw validationError('绑定', '绑定不存在');
    await auditConsole(tx, actor, {
      action: 'console.binding_remove',
      targetType: 'account_holder',
      targetId: removed.accountId,
      detail: { bindingId: id, holderId: removed.holderId },
    });
  });
}
