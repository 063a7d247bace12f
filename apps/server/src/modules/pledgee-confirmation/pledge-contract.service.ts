import { writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import {
  EContractError,
  type EContractProvider,
  type EContractStatus,
  type EContractUser,
} from '../../platform/e-contract/e-contract-provider.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import { callerOfUser, companyName, findApplication, maySee } from '../workflow/index.js';
import { contractParties, contractSigners, pledgeContractPdf } from './pledge-contract.js';
import { type PledgeParties, pledgePartiesOf } from './pledge-parties.js';
import { openLink } from './pledgee-confirm.service.js';
import * as repo from './pledgee-confirmation.repository.js';
import { type Application, auditOf, type PledgeeDeps, type RequestMeta } from './pledgee-deps.js';
import { applicationFor } from './pledgee-link.service.js';

export type ContractRole = 'pledgor' | 'pledgee';

/** Provider failures as the API's 502 naming the reason (no personal data in it). */
async function provider<T>(deps: PledgeeDeps, work: (p: EContractProvider) => Promise<T>): Promise<T> {
  try {
    return await work(deps.eContract());
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof EContractError ? error.message : '电子合同服务未配置或不可用';
    throw new AppError('ECONTRACT_FAILED', { reason }, { cause: error });
  }
}

function partiesOf(app: Application): PledgeParties {
  const parties = pledgePartiesOf(app.formData);
  if (!parties) throw new AppError('ECONTRACT_UNKNOWN', { ref: app.bizSn });
  return parties;
}

/** The application's signing flow, opened (contract uploaded, both signers named) on first use. */
async function ensureContract(tx: Tx, deps: PledgeeDeps, app: Application): Promise<string> {
  const known = await repo.findContract(tx, app.tenantId, app.uuid);
  if (known) return known.contractRef;
  const parties = partiesOf(app);
  return provider(deps, async (p) => {
    const pdf = await pledgeContractPdf({
      bizSn: app.bizSn,
      companyName: await companyName(tx, app.companyId),
      parties,
      sandbox: p.name === 'sandbox',
    });
    const contractRef = await p.createContract(tx, {
      title: `股权质押合同（${app.bizSn}）`,
      fileName: `股权质押合同-${app.bizSn}.pdf`,
      pdf,
      signers: contractSigners(parties),
    });
    await repo.insertContract(tx, {
      tenantId: app.tenantId,
      applicationId: app.uuid,
      provider: p.name,
      contractRef,
      at: deps.clock.now(),
    });
    return contractRef;
  });
}

/** registerEContractUser: the party's account at the provider (real-name link when needed). */
export async function registerContractUser(
  deps: PledgeeDeps,
  user: AuthUser,
  input: { uuid: string; role: ContractRole },
  meta: RequestMeta,
): Promise<EContractUser> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const app = await applicationFor(tx, user, input.uuid, false);
    const party = contractParties(partiesOf(app))[input.role];
    const answer = await provider(deps, (p) => p.registerUser(tx, party));
    await writeAudit(tx, auditOf(user, meta), {
      action: 'econtract.user_register',
      targetType: 'application',
      targetId: app.uuid,
      detail: { role: input.role, realNamed: answer.realNamed },
    });
    return answer;
  });
}

/** getSignMgrUrl: where the pledgor (or, for staff, either party) signs the pledge contract. */
export async function contractSignUrl(
  deps: PledgeeDeps,
  user: AuthUser,
  input: { uuid: string; role: ContractRole },
  meta: RequestMeta,
): Promise<{ url: string }> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const app = await applicationFor(tx, user, input.uuid, true);
    const contractRef = await ensureContract(tx, deps, app);
    const party = contractParties(partiesOf(app))[input.role];
    const url = await provider(deps, (p) => p.signUrl(tx, contractRef, party, `${meta.origin}/wel/index`));
    await writeAudit(tx, auditOf(user, meta), {
      action: 'econtract.sign_url',
      targetType: 'application',
      targetId: app.uuid,
      detail: { role: input.role },
    });
    return { url };
  });
}

/** The pledgee's sign link from its confirmation page (the link's token is its credential). */
export async function pledgeeSignUrl(
  deps: PledgeeDeps,
  tenantId: string,
  token: string,
  meta: RequestMeta,
): Promise<{ url: string }> {
  return deps.db.withTenant(tenantId, async (tx) => {
    const { app, parties } = await openLink(deps, tx, tenantId, token, true);
    const contractRef = await ensureContract(tx, deps, app);
    const redirect = `${meta.origin}/pledgeeConfirm?token=${token}`;
    const url = await provider(deps, (p) =>
      p.signUrl(tx, contractRef, contractParties(parties).pledgee, redirect),
    );
    return { url };
  });
}

/** queryPledgeeEContractInfo: whether each party signed, and the flow finished. */
export async function pledgeContractStatus(
  deps: PledgeeDeps,
  user: AuthUser,
  uuid: string,
): Promise<{
  opened: boolean;
  provider: string | null;
  pledgorSigned: boolean;
  pledgeeSigned: boolean;
  finished: boolean;
}> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const app = await applicationFor(tx, user, uuid, false);
    const known = await repo.findContract(tx, app.tenantId, app.uuid);
    if (!known)
      return { opened: false, provider: null, pledgorSigned: false, pledgeeSigned: false, finished: false };
    const { pledgor, pledgee } = contractParties(partiesOf(app));
    const status: EContractStatus = await provider(deps, (p) =>
      p.status(tx, known.contractRef, [pledgor, pledgee]),
    );
    return {
      opened: true,
      provider: known.provider,
      pledgorSigned: status.signed[pledgor.certNo] === true,
      pledgeeSigned: status.signed[pledgee.certNo] === true,
      finished: status.finished,
    };
  });
}

/** queryEContractInfo: the contract's PDF — the provider's signed copy once finished, else the text. */
export async function pledgeContractDocument(
  deps: PledgeeDeps,
  user: AuthUser,
  ref: { uuid?: string | undefined; bizSn?: string | undefined },
): Promise<{ name: string; pdf: Buffer }> {
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const app = await findApplication(
      tx,
      user.tenantId,
      ref.uuid ? { uuid: ref.uuid } : { bizSn: ref.bizSn ?? '' },
    );
    if (!app || !maySee(callerOfUser(user), app))
      throw new AppError('WORKFLOW_APPLICATION_UNKNOWN', { ref: ref.uuid ?? ref.bizSn ?? '' });
    const known = await repo.findContract(tx, app.tenantId, app.uuid);
    const signed = known ? await provider(deps, (p) => p.signedPdf(tx, known.contractRef)) : null;
    const pdf =
      signed ??
      (await pledgeContractPdf({
        bizSn: app.bizSn,
        companyName: await companyName(tx, app.companyId),
        parties: partiesOf(app),
        sandbox: await provider(deps, async (p) => p.name === 'sandbox'),
      }));
    return { name: `股权质押合同-${app.bizSn}.pdf`, pdf };
  });
}
