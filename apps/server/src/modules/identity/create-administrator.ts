import { randomUUID } from 'node:crypto';
import { password } from '@rer/contracts';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { administratorRoleId, insertAdministrator, tenantExists } from './administrator.repository.js';
import { hashPassword } from './secrets.js';

/** What `npm run admin:create` asks for; the same rules as registration (账号, 密码 of ADR 6). */
export const administratorInput = z.object({
  tenantId: z.string().regex(/^\d{6}$/, { message: '租户编号：应为6位数字' }),
  username: z
    .string({ message: '账号：请输入账号' })
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, { message: '账号：须为4到32位字母、数字或下划线，以字母开头' }),
  password: z.string({ message: '请输入密码' }).pipe(password),
  realName: z
    .string()
    .trim()
    .min(1, { message: '姓名：不能为空' })
    .max(100, { message: '姓名：长度不能超过100' }),
});
export type AdministratorInput = z.infer<typeof administratorInput>;

/** A refusal the command prints as it is (Chinese, naming the field). */
export class AdministratorRefused extends Error {}

export function parseAdministratorInput(raw: Record<string, unknown>): AdministratorInput {
  const parsed = administratorInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  // The shared password rule's messages name no field (the web form shows them under 密码).
  throw new AdministratorRefused(issue.path[0] === 'password' ? `密码：${issue.message}` : issue.message);
}

/**
 * Creates the first (or another) administrator of a tenant: a staff account of the management
 * zone with the administrator role, and an audit row. Refuses an existing login name.
 */
export async function createAdministrator(db: Database, input: AdministratorInput): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  const outcome = await db.withTenant(input.tenantId, async (tx) => {
    if (!(await tenantExists(tx, input.tenantId))) return `租户编号：租户 ${input.tenantId} 不存在`;
    await administratorRoleId(tx, input.tenantId);
    const created = await insertAdministrator(tx, {
      id,
      tenantId: input.tenantId,
      account: input.username,
      realName: input.realName,
      passwordHash,
    });
    if (!created) return `账号已存在：${input.username}`;
    await writeAudit(
      tx,
      { tenantId: input.tenantId, ip: null, requestId: null, actorId: null, actorName: 'admin:create' },
      {
        action: 'account.create_administrator',
        targetType: 'account',
        targetId: id,
        detail: { account: input.username },
      },
    );
    return null;
  });
  if (outcome) throw new AdministratorRefused(outcome);
  return { id };
}
