import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { type AuditAction, auditRowValues } from '../../platform/audit.js';
import type { AuthUser } from '../identity/index.js';
import type { SearchScope } from './scope.js';

/** Who is asking: for audit rows. */
export interface SearchMeta {
  ip: string;
  requestId: string;
}

/**
 * A keyed hash (HMAC-SHA256 with a server secret) of the search keys: equal searches can be
 * matched in the audit trail, yet an ID number cannot be recovered by trying every possible one.
 */
let cachedKey: { secret: string; key: KeyObject } | undefined;
function hashKey(secret: string): KeyObject {
  if (cachedKey?.secret !== secret)
    cachedKey = { secret, key: createSecretKey(Buffer.from(`audit-search:${secret}`, 'utf8')) };
  return cachedKey.key;
}

export function searchKeyHash(secret: string, tenantId: string, keys: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(keys)
      .sort()
      .map((k) => [k, keys[k]]),
  );
  return createHmac('sha256', hashKey(secret)).update(`${tenantId}\n${canonical}`).digest('hex').slice(0, 32);
}

/** The names of the keys given (never their values). */
export function keyKinds(keys: Record<string, unknown>): string {
  return Object.keys(keys)
    .filter((k) => keys[k] !== undefined)
    .sort()
    .join(',');
}

/**
 * The values of the audit row of a search that returned personal data, which is part of the
 * search's own statement (`auditInsertForRows`, ADR 23): written when the search found rows, with
 * their count; if it fails, the search fails and answers nothing.
 */
export function searchAuditValues(options: {
  action: AuditAction;
  user: AuthUser;
  meta: SearchMeta;
  secret: string;
  call: string;
  scope: SearchScope;
  keys: Record<string, unknown>;
}): Record<string, unknown> {
  const { user, keys } = options;
  const given = Object.fromEntries(Object.entries(keys).filter(([, v]) => v !== undefined));
  return auditRowValues(
    {
      tenantId: user.tenantId,
      ip: options.meta.ip,
      requestId: options.meta.requestId,
      actorId: user.accountId,
      actorName: user.account,
    },
    {
      action: options.action,
      targetType: 'holder_account',
      detail: {
        call: options.call,
        keyKinds: keyKinds(given),
        keyHash: searchKeyHash(options.secret, user.tenantId, given),
        scope: options.scope.kind,
        zone: user.landingMode,
      },
    },
  );
}
