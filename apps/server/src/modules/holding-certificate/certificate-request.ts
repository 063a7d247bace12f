import { randomInt } from 'node:crypto';
import {
  asOfDateProblem,
  CERTIFICATE_LEDGER_KINDS,
  type CertificateHolding,
  certificateHolding,
  certificateNumber,
} from '@rer/domain';
import { writeAudit } from '../../platform/audit.js';
import type { Tx } from '../../platform/db/database.js';
import { chinaDate } from '../../platform/documents/china-time.js';
import { validationError } from '../../platform/errors.js';
import { appendLedgerEntry } from '../evidence-ledger/index.js';
import { registerAsOf } from '../share-register/index.js';
import * as repo from './certificate.repository.js';

/** Zones a request may come from: the investor's own zones and the enterprise's (ADR 76). */
const INVESTOR_ZONES = ['personalholder', 'orgholder', 'productholder'];
const ENTERPRISE_ZONE = 'org';

export interface CertificateRequest {
  tenantId: string;
  /** The login asking (the applicant). */
  applicantId: string;
  applicantZone: string;
  /** The application's company (an enterprise's current company), if any. */
  companyId: string | null;
  isStaff: boolean;
  form: Record<string, unknown>;
  /** The China date of today (证明日期 may not be later). */
  today: string;
}

export interface ResolvedRequest {
  holder: repo.CertificateHolder;
  company: repo.CertificateCompany;
  asOf: string;
  holding: CertificateHolding;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a request (at submit, and again at the approval that issues it) and answers what it is
 * about: an investor only for a registration account bound to its login, an enterprise only for
 * a holder of its own register, the holder holding shares of the company at the end of the date.
 * Each refusal is a 400 naming its field.
 */
export async function resolveCertificateRequest(tx: Tx, input: CertificateRequest): Promise<ResolvedRequest> {
  const isInvestor = INVESTOR_ZONES.includes(input.applicantZone);
  if (input.isStaff || !(isInvestor || input.applicantZone === ENTERPRISE_ZONE))
    throw validationError('申请人', '持股证明须由投资者在投资者专区、或由企业在企业专区申请');
  const asOf = text(input.form.asOfDate);
  const dateProblem = asOfDateProblem(asOf, input.today);
  if (dateProblem) throw validationError('证明日期', dateProblem);
  const accountNumber = text(input.form.accountNumber);
  const holder = await repo.findHolder(tx, input.tenantId, accountNumber, input.applicantId);
  if (!holder) throw validationError('登记账号', `登记账号不存在：${accountNumber}`);
  if (text(input.form.holderName) !== holder.holderName)
    throw validationError(
      '持有人名称',
      `登记账号${accountNumber}与持有人名称“${text(input.form.holderName)}”不一致`,
    );
  if (isInvestor && !holder.isOwn)
    throw validationError('登记账号', '投资者只能为本人的登记账户申请持股证明');
  const companyName = text(input.form.companyName);
  const company = await repo.findCompany(tx, input.tenantId, { name: companyName });
  if (!company) throw validationError('企业名称', `平台上没有名为“${companyName}”的企业`);
  if (!isInvestor && company.uuid !== input.companyId)
    throw validationError('企业名称', '企业只能为本企业股东名册上的持有人申请持股证明');
  const state = await registerAsOf({ tx, tenantId: input.tenantId, companyId: company.uuid, date: asOf });
  const holding = certificateHolding(state, holder.uuid);
  if (!holding)
    throw validationError('登记账号', `登记账户${accountNumber}在${asOf}日终未持有${company.name}的股份`);
  return { holder, company, asOf, holding };
}

export interface IssueInput extends CertificateRequest {
  applicationId: string;
  bizSn: string;
  appId: string;
  issuedAt: Date;
  actor: { actorId: string; actorName: string; ip: string | null; requestId: string | null };
}

/** The facts a certificate states, which its ledger entry commits to (personal values as commitments). */
export function certificateFacts(
  input: IssueInput,
  resolved: ResolvedRequest,
  certificate: { certificateNo: string; issuer: string },
) {
  const { holder, company, holding } = resolved;
  return {
    certificateNo: certificate.certificateNo,
    bizSn: input.bizSn,
    issuer: certificate.issuer,
    issuedAt: input.issuedAt.toISOString(),
    asOf: resolved.asOf,
    company: { name: company.name, creditCode: company.creditCode ?? '' },
    holder: {
      accountNumber: holder.accountNumber,
      holderName: holder.holderName,
      organType: String(holder.organType),
      certType: holder.certType,
      idNumber: holder.certificateNo,
    },
    holding,
  };
}

export type CertificateFacts = ReturnType<typeof certificateFacts>;
export const CERTIFICATE_PERSONAL_KEYS = ['accountNumber', 'holderName', 'idNumber'] as const;

const randomDigits = () =>
  String(randomInt(0, 100_000)).padStart(5, '0') + String(randomInt(0, 100_000)).padStart(5, '0');

/**
 * Issues the certificate in the approving transaction (the completion effect): the request checked
 * again against the register as it now stands, the facts fixed, the certificate row, its ledger
 * entry and its audit row written together. The PDF follows on the first download.
 */
export async function issueHoldingCertificate(tx: Tx, input: IssueInput): Promise<{ certificateNo: string }> {
  const resolved = await resolveCertificateRequest(tx, input);
  const certificateNo = certificateNumber(chinaDate(input.issuedAt), randomDigits());
  const issuer = await repo.findIssuerName(tx, input.tenantId);
  const facts = certificateFacts(input, resolved, { certificateNo, issuer });
  const appended = await appendLedgerEntry(tx, {
    tenantId: input.tenantId,
    kind: CERTIFICATE_LEDGER_KINDS.facts,
    bizTypeName: '持股证明开具',
    body: facts,
    personalKeys: CERTIFICATE_PERSONAL_KEYS,
    refs: {
      bizSn: input.bizSn,
      uuid: input.applicationId,
      appId: input.appId,
      companyId: resolved.company.uuid,
    },
  });
  await repo.insertCertificate(tx, {
    certificateNo,
    tenantId: input.tenantId,
    applicationId: input.applicationId,
    bizSn: input.bizSn,
    applicantId: input.applicantId,
    companyId: resolved.company.uuid,
    holderId: resolved.holder.uuid,
    asOf: resolved.asOf,
    facts,
    factsLeafHash: appended.leafHash,
    issuedAt: facts.issuedAt,
  });
  await writeAudit(
    tx,
    { tenantId: input.tenantId, ...input.actor },
    {
      action: 'holdingCertificate.issue',
      targetType: 'holding_certificate',
      targetId: certificateNo,
      detail: { bizSn: input.bizSn, asOf: resolved.asOf, leafHash: appended.leafHash },
    },
  );
  return { certificateNo };
}
