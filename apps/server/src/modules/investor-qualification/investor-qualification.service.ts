import type { QualificationCurrentAnswer, QualificationRuleView, QualificationView } from '@rer/contracts';
import {
  chosenRule,
  QUALIFICATION_STATUS_NAMES,
  type QualificationKind,
  type QualificationStatus,
  qualificationExpiry,
  qualificationProblem,
  qualificationRule,
  qualificationStatus,
  rulesOfKind,
  sourceText,
} from '@rer/domain';
import type { Clock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { validationError } from '../../platform/errors.js';
import type { AuthUser } from '../identity/index.js';
import {
  findLatestQualifications,
  insertQualification,
  type QualificationRecord,
} from './investor-qualification.repository.js';

export interface QualificationDeps {
  db: Database;
  clock: Clock;
}

export const QUALIFICATION_KIND_NAMES: Readonly<Record<QualificationKind, string>> = {
  institution: '机构投资者认证',
  product: '产品认证',
  person: '个人合格投资者认证',
};

/** The kind an investor zone certifies (002 §6: orgholder 550032, productholder 550138; ADR 66: personalholder 550091). */
export function zoneKindOf(landingMode: string): QualificationKind | null {
  if (landingMode === 'orgholder') return 'institution';
  if (landingMode === 'productholder') return 'product';
  if (landingMode === 'personalholder') return 'person';
  return null;
}

export function ruleView(kind: QualificationKind): QualificationRuleView[] {
  return rulesOfKind(kind).map((r) => ({
    id: r.id,
    kind: r.kind,
    label: r.label,
    text: r.text,
    criteria: r.criteria.map((c) => ({ ...c })),
    documentField: r.documentField ? { ...r.documentField } : null,
    source: sourceText(r.source),
    verified: r.source.verified,
  }));
}

function viewOf(record: QualificationRecord, now: Date): QualificationView {
  const kind = record.kind as QualificationKind;
  const rule = qualificationRule(record.ruleId);
  const status = qualificationStatus(new Date(record.expiresAt), now);
  return {
    kind,
    kindName: QUALIFICATION_KIND_NAMES[kind],
    ruleId: record.ruleId,
    ruleLabel: rule?.label ?? record.ruleId,
    source: rule ? sourceText(rule.source) : '',
    bizSn: record.bizSn,
    certifiedAt: new Date(record.certifiedAt).toISOString(),
    expiresAt: new Date(record.expiresAt).toISOString(),
    status,
    statusName: QUALIFICATION_STATUS_NAMES[status],
  };
}

/** The status of a login's latest certification of a kind: 0 有效, 1 已过期, 2 未认证. */
export async function qualificationStatusOf(
  tx: Executor,
  input: { tenantId: string; accountId: string; kind: QualificationKind; now: Date },
): Promise<QualificationStatus> {
  const rows = await findLatestQualifications(tx, input.tenantId, input.accountId);
  const row = rows.find((r) => r.kind === input.kind);
  return qualificationStatus(row ? new Date(row.expiresAt) : null, input.now);
}

/**
 * The expiry of a login's latest certification per kind: identity's port for the registration
 * accounts' investorExpireStatus (ADR 69), given by the composition.
 */
export async function certificationExpiriesOf(
  tx: Executor,
  key: { tenantId: string; accountId: string },
): Promise<Partial<Record<QualificationKind, Date>>> {
  const rows = await findLatestQualifications(tx, key.tenantId, key.accountId);
  return Object.fromEntries(rows.map((r) => [r.kind, new Date(r.expiresAt)]));
}

/** The caller's own certifications (only the signed-in login's: nobody else's are ever read). */
export async function currentQualifications(
  deps: QualificationDeps,
  user: AuthUser,
): Promise<QualificationCurrentAnswer> {
  const now = deps.clock.now();
  const zoneKind = zoneKindOf(user.landingMode);
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const rows = await findLatestQualifications(tx, user.tenantId, user.accountId);
    const views = rows.map((r) => viewOf(r, now)).sort((a, b) => b.certifiedAt.localeCompare(a.certifiedAt));
    const zoneRow = views.find((v) => v.kind === zoneKind);
    const investorExpireStatus = zoneRow ? zoneRow.status : 2;
    return { investorExpireStatus, zoneKind, qualifications: views };
  });
}

/** The refusal of evidence that meets no rule of the kind (400 naming the field), else nothing. */
export function refuseUnqualified(kind: QualificationKind, evidence: Record<string, unknown>): void {
  const problem = qualificationProblem(kind, evidence);
  if (problem) throw validationError(problem.field, problem.message);
}

/**
 * Records a completed certification (a business's completion, in the approving transaction): the
 * evidence is checked again, the rule it meets and the expiry one year on are written.
 */
export async function recordQualification(
  tx: Executor,
  input: {
    tenantId: string;
    accountId: string;
    kind: QualificationKind;
    appId: string;
    applicationId: string;
    bizSn: string;
    evidence: Record<string, unknown>;
    certifiedAt: Date;
  },
): Promise<{ id: number; expiresAt: Date }> {
  refuseUnqualified(input.kind, input.evidence);
  const rule = chosenRule(input.kind, input.evidence);
  if (!rule) throw new Error('qualified evidence without a rule');
  const expiresAt = qualificationExpiry(input.certifiedAt);
  const id = await insertQualification(tx, {
    tenantId: input.tenantId,
    accountId: input.accountId,
    kind: input.kind,
    ruleId: rule.id,
    appId: input.appId,
    applicationId: input.applicationId,
    bizSn: input.bizSn,
    evidence: input.evidence,
    certifiedAt: input.certifiedAt,
    expiresAt,
  });
  return { id, expiresAt };
}
