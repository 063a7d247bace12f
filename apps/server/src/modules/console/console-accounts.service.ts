import { randomInt, randomUUID } from 'node:crypto';
import type {
  ConsoleAccountCreateBody,
  ConsoleAccountDetail,
  ConsoleAccountPageQuery,
  ConsoleAccountRow,
  ConsoleAccountUpdateBody,
  ConsoleInitialPassword,
  ConsoleStatusBody,
  Page,
} from '@rer/contracts';
import { maskMobile } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import {
  hashPassword,
  isSignInLockedAnywhere,
  revokeAccountSessions,
  unlockSignIn,
} from '../identity/index.js';
import type { MenuService } from '../menus/index.js';
import {
  type AccountDetailRow,
  accountSet,
  accountTaken,
  findAccountDetail,
  insertConsoleAccount,
  knownRoleIds,
  pageAccounts,
  replaceRoles,
  replaceZones,
  resetAccountPassword,
  updateAccountFields,
} from './console-accounts.repository.js';
import { auditConsole, type ConsoleActor, changedFields } from './console-audit.js';

export interface ConsoleDeps {
  db: Database;
  clock: Clock;
  /** The menu cache of this process, dropped after a role's menu grant (ADR 44). */
  menus: Pick<MenuService, 'ensureSynced' | 'invalidate'>;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
/** An initial password of the policy (letters and digits, 10 characters), shown once. */
export function generateInitialPassword(): string {
  const pick = (alphabet: string, n: number) =>
    Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${pick(LETTERS, 6)}${pick('23456789', 4)}`;
}

const notFound = () => validationError('编号', '账号不存在');
export const staleAccount = () => new AppError('CONFLICT', {}, { message: '账号已被他人修改，请刷新后重试' });

async function requireAccount(tx: Tx, tenantId: string, id: string): Promise<AccountDetailRow> {
  const found = await findAccountDetail(tx, tenantId, id);
  if (!found) throw notFound();
  return found;
}

export async function pageConsoleAccounts(
  deps: ConsoleDeps,
  tenantId: string,
  q: ConsoleAccountPageQuery,
): Promise<Page<ConsoleAccountRow>> {
  const { records, total } = await deps.db.withTenant(tenantId, (tx) => pageAccounts(tx, tenantId, q));
  return {
    records: records.map((r) => ({ ...r, mobile: r.mobile ? maskMobile(r.mobile) : null })),
    total,
    size: q.size,
    current: q.current,
    pages: Math.ceil(total / q.size),
  };
}

export async function consoleAccountDetail(
  deps: ConsoleDeps,
  tenantId: string,
  id: string,
): Promise<ConsoleAccountDetail> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const found = await requireAccount(tx, tenantId, id);
    return { ...found, locked: await isSignInLockedAnywhere(tx, tenantId, found.account, deps.clock.now()) };
  });
}

export async function createConsoleAccount(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  body: ConsoleAccountCreateBody,
): Promise<ConsoleInitialPassword> {
  const tenantId = actor.user.tenantId;
  const initialPassword = body.password ?? generateInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  const id = randomUUID();
  const mobile = body.mobile ?? null;
  await deps.db.withTenant(tenantId, async (tx) => {
    const taken = await accountTaken(tx, tenantId, { account: body.account, mobile });
    if (taken === 'account') throw validationError('账号', `账号已存在：${body.account}`);
    if (taken === 'mobile') throw validationError('手机号码', '该手机号已被其他账号使用');
    const roleIds = [...new Set(body.roleIds)];
    if ((await knownRoleIds(tx, tenantId, roleIds)).length !== roleIds.length)
      throw validationError('角色', '角色不存在');
    if (
      !(await insertConsoleAccount(tx, {
        id,
        tenantId,
        account: body.account,
        realName: body.realName,
        mobile,
        passwordHash,
      }))
    )
      throw validationError('账号', `账号已存在：${body.account}`);
    await replaceZones(tx, { tenantId, accountId: id, zones: [...new Set(body.zones)] });
    await replaceRoles(tx, { tenantId, accountId: id, roleIds });
    await auditConsole(tx, actor, {
      action: 'console.account_create',
      targetType: 'account',
      targetId: id,
      detail: { account: body.account, zones: body.zones, roles: roleIds.length, mustChangePassword: true },
    });
  });
  return { id, initialPassword };
}

export async function updateConsoleAccount(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  body: ConsoleAccountUpdateBody,
): Promise<{ id: string; version: number }> {
  const tenantId = actor.user.tenantId;
  const after = { realName: body.realName, mobile: body.mobile ?? null, email: body.email || null };
  return deps.db.withTenant(tenantId, async (tx) => {
    const before = await requireAccount(tx, tenantId, body.id);
    if (
      after.mobile &&
      (await accountTaken(tx, tenantId, { account: '', mobile: after.mobile, exceptId: body.id }))
    )
      throw validationError('手机号码', '该手机号已被其他账号使用');
    const set = accountSet.profile(after);
    const version = await updateAccountFields(tx, {
      tenantId,
      id: body.id,
      version: body.version,
      set,
      now: deps.clock.now(),
    });
    if (version === null) throw staleAccount();
    const mask = (m: string | null) => (m ? maskMobile(m) : null);
    await auditConsole(tx, actor, {
      action: 'console.account_update',
      targetType: 'account',
      targetId: body.id,
      detail: changedFields(
        { realName: before.realName, mobile: mask(before.mobile), email: before.email },
        { ...after, mobile: mask(after.mobile) },
      ) ?? { unchanged: true },
    });
    return { id: body.id, version };
  });
}

/** Disable ends every session of the account at once (the guard also refuses a disabled account). */
export async function setConsoleAccountStatus(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  body: ConsoleStatusBody,
) {
  const tenantId = actor.user.tenantId;
  if (body.status === 0 && body.id === actor.user.accountId)
    throw validationError('编号', '不能停用自己的账号');
  return deps.db.withTenant(tenantId, async (tx) => {
    await requireAccount(tx, tenantId, body.id);
    const now = deps.clock.now();
    const version = await updateAccountFields(tx, {
      tenantId,
      id: body.id,
      version: body.version,
      set: accountSet.status(body.status),
      now,
    });
    if (version === null) throw staleAccount();
    const revoked =
      body.status === 0
        ? await revokeAccountSessions(tx, { accountId: body.id, keep: null, reason: 'account_disabled', now })
        : 0;
    await auditConsole(tx, actor, {
      action: body.status === 0 ? 'console.account_disable' : 'console.account_enable',
      targetType: 'account',
      targetId: body.id,
      detail: { status: body.status, revokedSessions: revoked },
    });
    return { id: body.id, version };
  });
}

export async function unlockConsoleAccount(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  id: string,
): Promise<void> {
  const tenantId = actor.user.tenantId;
  await deps.db.withTenant(tenantId, async (tx) => {
    const found = await requireAccount(tx, tenantId, id);
    const cleared = await unlockSignIn(tx, tenantId, found.account);
    await auditConsole(tx, actor, {
      action: 'console.account_unlock',
      targetType: 'account',
      targetId: id,
      detail: { clearedFailures: cleared },
    });
  });
}

/** A new password the holder must change at next sign-in; their sessions end. */
export async function resetConsolePassword(
  deps: ConsoleDeps,
  actor: ConsoleActor,
  body: { id: string; password?: string | undefined },
): Promise<ConsoleInitialPassword> {
  const tenantId = actor.user.tenantId;
  const initialPassword = body.password ?? generateInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  await deps.db.withTenant(tenantId, async (tx) => {
    await requireAccount(tx, tenantId, body.id);
    const now = deps.clock.now();
    await resetAccountPassword(tx, { tenantId, id: body.id, passwordHash, now });
    const revoked = await revokeAccountSessions(tx, {
      accountId: body.id,
      keep: null,
      reason: 'password_reset',
      now,
    });
    await auditConsole(tx, actor, {
      action: 'console.account_reset_password',
      targetType: 'account',
      targetId: body.id,
      detail: { mustChangePassword: true, revokedSessions: revoked },
    });
  });
  return { id: body.id, initialPassword };
}
