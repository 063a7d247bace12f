import { randomBytes, randomUUID } from 'node:crypto';
import { writeAudit } from '../../platform/audit.js';
import type { Database } from '../../platform/db/database.js';
import { signAccessToken } from './access-token.js';
import { insertStaffAccount, tenantExists } from './administrator.repository.js';
import { AdministratorRefused } from './create-administrator.js';
import { REGULATOR_ROLE, REGULATOR_ROLE_NAME } from './regulator.js';
import { findAccountWithRole } from './regulator.repository.js';
import { hashPassword } from './secrets.js';
import { createSession } from './session.repository.js';

export interface RegulatorCredentialInput {
  tenantId: string;
  username: string;
  realName: string;
  /** How long the credential lives (days). */
  days: number;
}

/**
 * Issues the regulatory chain's node a credential (ADR 78): a management-zone account with the
 * `regulator` role (made on first issue; its password is random and never shown: a node signs
 * in with the credential only) and a session of `days` whose access token is answered once. A
 * new issue is a new session, so the operator rotates by issuing and revoking the old session
 * (console: disable the account, or its sessions end with it).
 */
export async function issueRegulatorCredential(
  db: Database,
  input: RegulatorCredentialInput,
  options: { jwtSecret: string; now: Date },
): Promise<{ accountId: string; token: string; expiresAt: string }> {
  const ttlSeconds = input.days * 86_400;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const issued = await db.withTenant(input.tenantId, async (tx) => {
    if (!(await tenantExists(tx, input.tenantId))) return `租户编号：租户 ${input.tenantId} 不存在`;
    let found = await findAccountWithRole(tx, input.tenantId, input.username, REGULATOR_ROLE);
    if (found && !found.hasRole) return `账号已存在且不是监管链节点账号：${input.username}`;
    if (!found) {
      const id = randomUUID();
      const values = {
        id,
        tenantId: input.tenantId,
        account: input.username,
        realName: input.realName,
        passwordHash,
      };
      await insertStaffAccount(tx, values, { alias: REGULATOR_ROLE, name: REGULATOR_ROLE_NAME });
      found = { id, hasRole: true };
    }
    const sessionId = await createSession(tx, {
      tenantId: input.tenantId,
      accountId: found.id,
      landingMode: 'mgr',
      now: options.now,
      ttlSeconds,
    });
    await writeAudit(
      tx,
      { tenantId: input.tenantId, ip: null, requestId: null, actorId: null, actorName: 'chain:regulator' },
      {
        action: 'account.issue_regulator_credential',
        targetType: 'account',
        targetId: found.id,
        detail: { account: input.username, sessionId, days: input.days },
      },
    );
    return { accountId: found.id, sessionId };
  });
  if (typeof issued === 'string') throw new AdministratorRefused(issued);
  const token = await signAccessToken(
    {
      accountId: issued.accountId,
      tenantId: input.tenantId,
      account: input.username,
      landingMode: 'mgr',
      roles: [REGULATOR_ROLE],
      sessionId: issued.sessionId,
    },
    { secret: options.jwtSecret, ttlSeconds, now: options.now },
  );
  return {
    accountId: issued.accountId,
    token,
    expiresAt: new Date(options.now.getTime() + ttlSeconds * 1000).toISOString(),
  };
}
