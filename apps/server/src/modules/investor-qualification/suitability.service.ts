import type { SuitabilityAnswer, SuitabilityCheckBody } from '@rer/contracts';
import { type ProductRiskLevel, type RiskLevel, suitabilityOf } from '@rer/domain';
import type { Executor } from '../../platform/db/database.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type AuthUser, currentHolderOf } from '../identity/index.js';
import { validRiskLevel } from '../risk-assessment/index.js';
import {
  findSuitabilityConfirmations,
  insertSuitabilityConfirmation,
  type NewSuitabilityConfirmation,
} from './investor-qualification.repository.js';
import type { QualificationDeps } from './investor-qualification.service.js';

const INVESTOR_ZONES = ['personalholder', 'orgholder', 'productholder'];

/** Who takes on which product in which business: the confirmation's own facts besides the levels. */
export interface SuitabilityInput
  extends Pick<
    NewSuitabilityConfirmation,
    'tenantId' | 'accountId' | 'holderId' | 'appId' | 'applicationId' | 'riskType'
  > {
  productRiskLevel: ProductRiskLevel;
  confirmed: boolean;
  now: Date;
}

/**
 * The reusable suitability check (适当性, ADR 66) a business runs, in its transaction, before an
 * investor takes on a product of known risk: no valid risk assessment → 400 (assess first); a
 * product above the investor's level → `confirm` with the message, until the investor confirms it,
 * when the confirmation is recorded (levels, message, business) and the answer is `confirmed`;
 * otherwise `suitable`.
 */
export async function checkSuitability(tx: Executor, input: SuitabilityInput): Promise<SuitabilityAnswer> {
  const level = await validRiskLevel(tx, {
    tenantId: input.tenantId,
    holderId: input.holderId,
    riskType: input.riskType,
    now: input.now,
  });
  const outcome = suitabilityOf(level, input.productRiskLevel);
  if (outcome.kind === 'assess') throw validationError('风险测评', outcome.message);
  if (outcome.kind === 'suitable') return { kind: 'suitable' };
  if (!input.confirmed)
    return {
      kind: 'confirm',
      message: outcome.message,
      investorLevel: outcome.investorLevel,
      productRiskLevel: outcome.productRiskLevel,
    };
  const confirmationId = await insertSuitabilityConfirmation(tx, {
    tenantId: input.tenantId,
    accountId: input.accountId,
    holderId: input.holderId,
    appId: input.appId,
    applicationId: input.applicationId,
    riskType: input.riskType,
    investorLevel: outcome.investorLevel,
    productRiskLevel: outcome.productRiskLevel,
    message: outcome.message,
    confirmedAt: input.now,
  });
  return { kind: 'confirmed', confirmationId };
}

/** suitability/check: the signed-in investor's current registration account against a product. */
export async function checkSuitabilityOfCaller(
  deps: QualificationDeps,
  user: AuthUser,
  body: SuitabilityCheckBody,
): Promise<SuitabilityAnswer> {
  if (!INVESTOR_ZONES.includes(user.landingMode)) throw new AppError('FORBIDDEN');
  const holderId = currentHolderOf(user);
  if (!holderId) throw validationError('登记账号', '请先选择登记账号');
  return deps.db.withTenant(user.tenantId, (tx) =>
    checkSuitability(tx, {
      tenantId: user.tenantId,
      accountId: user.accountId,
      holderId,
      appId: body.appId,
      applicationId: null,
      riskType: body.riskType,
      productRiskLevel: body.productRiskLevel as ProductRiskLevel,
      confirmed: body.confirmed,
      now: deps.clock.now(),
    }),
  );
}

export interface RecordedSuitabilityInput {
  tenantId: string;
  holderId: string;
  appId: string;
  riskType: number;
  productRiskLevel: ProductRiskLevel;
  now: Date;
}

/**
 * Suitability as a business filed by someone else needs it (ADR 69: the transferee of 550004): the
 * investor's valid level against the product, and — the product above the level — the investor's own
 * confirmation already recorded (through suitability/check) for this business and these very levels.
 * Answers what it found; the business words its refusals (it knows whom to name).
 */
export async function recordedSuitability(
  tx: Executor,
  input: RecordedSuitabilityInput,
): Promise<
  | { kind: 'assess' }
  | { kind: 'suitable'; investorLevel: string }
  | { kind: 'unconfirmed'; investorLevel: RiskLevel }
  | { kind: 'confirmed'; investorLevel: RiskLevel; confirmationId: number }
> {
  const level = await validRiskLevel(tx, input);
  const outcome = suitabilityOf(level, input.productRiskLevel);
  if (outcome.kind === 'assess') return { kind: 'assess' };
  if (outcome.kind === 'suitable') return { kind: 'suitable', investorLevel: level ?? '' };
  const confirmations = await findSuitabilityConfirmations(tx, input.tenantId, input.holderId);
  const found = confirmations.find(
    (c) =>
      c.appId === input.appId &&
      c.riskType === input.riskType &&
      c.investorLevel === outcome.investorLevel &&
      c.productRiskLevel === outcome.productRiskLevel,
  );
  return found
    ? { kind: 'confirmed', investorLevel: outcome.investorLevel, confirmationId: found.id }
    : { kind: 'unconfirmed', investorLevel: outcome.investorLevel };
}
