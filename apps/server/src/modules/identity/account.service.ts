import { randomUUID } from 'node:crypto';
import type { RegisterAccountBody, TokenAnswer, TokenParams } from '@rer/contracts';
import { USER_AGREEMENT_VERSION } from '@rer/contracts';
import {
  normalizeHolderName,
  validateChineseIdNumber,
  validateHolderName,
  validateUnifiedSocialCreditCode,
} from '@rer/domain';
import { maskMobile, writeAudit } from '../../platform/audit.js';
import { AppError, validationError } from '../../platform/errors.js';
import {
  findAccountByMobile,
  findAccountByName,
  grantApplicantZone,
  insertRegisteredAccount,
  revokeAllSessions,
  updatePasswordHash,
} from './account.repository.js';
import { signInKeys } from './attempts.js';
import { auditContext, type IdentityDeps, type Outcome, type RequestMeta, unwrap } from './identity-deps.js';
import { completeSignIn } from './login.service.js';
import { hashPassword } from './secrets.js';
import { formCodeRefusal, verifySmsCode } from './sms.service.js';

/** The `mobile` grant: Mobile-Key (the code id) and Mobile-Code; the number is the code's own. */
export async function signInWithMobile(options: {
  deps: IdentityDeps;
  params: TokenParams;
  tenantId: string;
  meta: RequestMeta;
}): Promise<TokenAnswer> {
  const { deps, params, tenantId, meta } = options;
  const key = params['Mobile-Key'];
  const code = params['Mobile-Code'];
  if (!key || !code) throw validationError('', '请输入短信验证码');
  const outcome = await deps.db.withTenant(tenantId, async (tx): Promise<Outcome<TokenAnswer>> => {
    const checked = await verifySmsCode(tx, { id: key, code, purpose: 'login', now: deps.clock.now() });
    if (checked instanceof AppError) return { ok: false, error: checked };
    const found = await findAccountByMobile(tx, tenantId, checked.mobile);
    if (!found) return { ok: false, error: new AppError('ACCOUNT_NOT_FOUND_BY_MOBILE') };
    if (found.status !== 1) return { ok: false, error: new AppError('AUTH_ACCOUNT_DISABLED') };
    const keys = signInKeys(tenantId, found.account, meta.ip);
    return completeSignIn(tx, {
      deps,
      account: found,
      landingMode: params.landingMode,
      meta,
      attemptKeys: [keys.pair, keys.account],
      method: 'mobile',
    });
  });
  return unwrap(outcome);
}

/** The name and number of the person or organisation: a holder's name (000 §5) and a valid id. */
function checkRealName(body: RegisterAccountBody): void {
  const name = validateHolderName(body.realName);
  if (!name.ok) throw validationError('请求体字段 realName', name.message);
  const result =
    body.realnameType === 1
      ? validateChineseIdNumber(body.idNumber)
      : validateUnifiedSocialCreditCode(body.idNumber);
  if (!result.ok) throw validationError('请求体字段 idNumber', result.message);
}

/** Registration (002 §3): SMS code to the mobile required; a person enters the personal investor zone. */
export async function registerAccount(options: {
  deps: IdentityDeps;
  tenantId: string;
  body: RegisterAccountBody;
  meta: RequestMeta;
}) {
  const { deps, tenantId, body, meta } = options;
  checkRealName(body);
  const passwordHash = await hashPassword(body.password);
  const outcome = await deps.db.withTenant(tenantId, async (tx): Promise<Outcome<{ id: string }>> => {
    const now = deps.clock.now();
    const refused = await formCodeRefusal(tx, body, 'register', now);
    if (refused) return { ok: false, error: refused };
    if (await findAccountByName(tx, tenantId, body.account))
      return { ok: false, error: new AppError('ACCOUNT_EXISTS') };
    if (await findAccountByMobile(tx, tenantId, body.mobile))
      return { ok: false, error: new AppError('MOBILE_EXISTS') };
    const id = randomUUID();
    await insertRegisteredAccount(tx, {
      id,
      tenantId,
      account: body.account,
      mobile: body.mobile,
      email: body.email || null,
      realName: normalizeHolderName(body.realName),
      idNumber: body.idNumber.toUpperCase(),
      orgType: body.realnameType,
      passwordHash,
    });
    const landingMode = body.realnameType === 1 ? 'personalholder' : 'org';
    await grantApplicantZone(tx, { tenantId, accountId: id, landingMode });
    await writeAudit(
      tx,
      { ...auditContext(tenantId, meta), actorId: id, actorName: body.account },
      {
        action: 'account.register',
        targetType: 'account',
        targetId: id,
        // What the new user agreed to (ADR 32): the version of the agreement and policy shown.
        detail: { mobile: maskMobile(body.mobile), landingMode, agreementVersion: USER_AGREEMENT_VERSION },
      },
    );
    return { ok: true, value: { id } };
  });
  return unwrap(outcome);
}

/** Password retrieval by SMS code; ends every session of the account. */
export async function resetPassword(options: {
  deps: IdentityDeps;
  tenantId: string;
  body: { mobile: string; validCode: string; id: string; password: string };
  meta: RequestMeta;
}): Promise<void> {
  const { deps, tenantId, body, meta } = options;
  const hash = await hashPassword(body.password);
  const outcome = await deps.db.withTenant(tenantId, async (tx): Promise<Outcome<null>> => {
    const now = deps.clock.now();
    const refused = await formCodeRefusal(tx, body, 'reset', now);
    if (refused) return { ok: false, error: refused };
    const found = await findAccountByMobile(tx, tenantId, body.mobile);
    if (!found) return { ok: false, error: new AppError('ACCOUNT_NOT_FOUND_BY_MOBILE') };
    await updatePasswordHash(tx, { accountId: found.id, column: 'password', hash, now });
    await revokeAllSessions(tx, found.id, now.toISOString(), 'password_reset');
    await writeAudit(tx, auditContext(tenantId, meta, found), {
      action: 'account.reset_password',
      targetType: 'account',
      targetId: found.id,
    });
    return { ok: true, value: null };
  });
  unwrap(outcome);
}
