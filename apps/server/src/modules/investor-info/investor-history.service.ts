import {
  CERTIFICATION_KIND_LABELS,
  type InvestorHistory,
  type InvestorHistoryEvent,
  type InvestorHistoryQuery,
} from '@rer/contracts';
import { CERTIFICATION_KIND_OF_ORGAN_TYPE, isRiskType, RISK_QUESTIONNAIRES } from '@rer/domain';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { type AuthUser, currentHolderOf } from '../identity/index.js';
import { findInvestorHistoryPage, type InvestorHistoryDbRow } from './investor-history.repository.js';
import { findOwnInvestorAccount } from './investor-info.repository.js';
import { INVESTOR_ZONES, type InvestorInfoDeps } from './investor-info.service.js';

function titleOf(row: InvestorHistoryDbRow): string {
  switch (row.kind) {
    case 'opened':
      return row.applicationId ? '开立登记账户' : '开立登记账户（登记名册导入）';
    case 'statusChanged':
      return row.name ?? '账户状态变更';
    case 'riskAssessment': {
      const type = Number(row.name);
      return isRiskType(type) ? `风险测评（${RISK_QUESTIONNAIRES[type].productTypeName}）` : '风险测评';
    }
    case 'certification':
      return CERTIFICATION_KIND_LABELS[row.name ?? ''] ?? '合格投资者认证';
  }
}

function eventOf(row: InvestorHistoryDbRow): InvestorHistoryEvent {
  const { name: _, ...rest } = row;
  return { ...rest, title: titleOf(row) };
}

/**
 * investor/history (/infoDetails, ADR 63): the history of the caller's current registration account
 * — only one bound to the caller's login — newest first and paged: the opening (with its 550130…
 * application), the status changes (completed 550306/550307/550031 with their reason), the risk
 * assessments and the login's certifications of the account's kind. No account chosen: 400.
 */
export async function investorHistory(
  deps: InvestorInfoDeps,
  user: AuthUser,
  query: InvestorHistoryQuery,
): Promise<InvestorHistory> {
  if (!INVESTOR_ZONES.includes(user.landingMode)) throw new AppError('FORBIDDEN');
  const holderId = currentHolderOf(user);
  if (!holderId) throw new AppError('REGISTER_HOLDER_NOT_CHOSEN');
  const { current, size } = query;
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const account = await findOwnInvestorAccount(tx, {
      tenantId: user.tenantId,
      accountId: user.accountId,
      holderId,
    });
    if (!account) throw new AppError('FORBIDDEN');
    const kindOfOrgan = CERTIFICATION_KIND_OF_ORGAN_TYPE as Record<number, string>;
    const found = await findInvestorHistoryPage(tx, {
      tenantId: user.tenantId,
      holderId: account.holderId,
      accountNumber: account.accountNumber,
      accountId: user.accountId,
      certificationKind: kindOfOrgan[account.organType] ?? '',
      limit: size,
      offset: (current - 1) * size,
    });
    return {
      accountNumber: account.accountNumber,
      holderName: account.holderName,
      status: account.status,
      events: toPage(found.records.map(eventOf), found.total, current, size),
    };
  });
}
