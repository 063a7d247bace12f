import type { InvestorInfoAnswer, InvestorSearchPage, InvestorSearchQuery } from '@rer/contracts';
import type { Database } from '../../platform/db/database.js';
import { toPage } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { maskCapitalAccount, maskCertificateNo, maskPhone } from '../holder-search/index.js';
import { type AuthUser, currentHolderOf, isRegisterStaff } from '../identity/index.js';
import {
  findInvestorProfile,
  findInvestorSearchPage,
  findOwnInvestorAccount,
  type InvestorProfileDbRow,
} from './investor-info.repository.js';

export interface InvestorInfoDeps {
  db: Database;
}

export const INVESTOR_ZONES: readonly string[] = ['personalholder', 'orgholder', 'productholder'];

function maskedProfile(row: InvestorProfileDbRow, organType: number) {
  return {
    ...row,
    certificateNo: maskCertificateNo(row.certificateNo, organType),
    mobile: maskPhone(row.mobile),
    bankCard: maskCapitalAccount(row.bankCard),
  };
}

/**
 * investor/info (/investorInfo, ADR 63): the caller's current registration account — only one bound
 * to the caller's login — with the profile its opening recorded. The account number is the owner's
 * own and shown in full; the certificate number, mobile and bank card are masked as in every list.
 * Null when no account is chosen yet. Investor zones only.
 */
export async function investorInfo(deps: InvestorInfoDeps, user: AuthUser): Promise<InvestorInfoAnswer> {
  if (!INVESTOR_ZONES.includes(user.landingMode)) throw new AppError('FORBIDDEN');
  const holderId = currentHolderOf(user);
  if (!holderId) return null;
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const account = await findOwnInvestorAccount(tx, {
      tenantId: user.tenantId,
      accountId: user.accountId,
      holderId,
    });
    if (!account) return null;
    const profile = await findInvestorProfile(tx, user.tenantId, account.holderId);
    return {
      accountNumber: account.accountNumber,
      holderName: account.holderName,
      organType: account.organType,
      status: account.status,
      certType: account.certType,
      certificateNo: maskCertificateNo(account.certificateNo, account.organType),
      mobile: maskPhone(account.mobile),
      profile: profile ? maskedProfile(profile, account.organType) : null,
    };
  });
}

/**
 * investor/search (投资者查询, ADR 63): the tenant's investors (registration accounts bound to a
 * login) by name fragment, whole certificate number and whole account number, paged, masked.
 * The route refuses non-staff before reading the query; the check here keeps the use-case safe.
 */
export async function searchInvestors(
  deps: InvestorInfoDeps,
  user: AuthUser,
  query: InvestorSearchQuery,
): Promise<InvestorSearchPage> {
  if (!isRegisterStaff(user)) throw new AppError('FORBIDDEN');
  const { current, size } = query;
  return deps.db.withTenant(user.tenantId, async (tx) => {
    const found = await findInvestorSearchPage(tx, {
      tenantId: user.tenantId,
      name: query.name,
      certificateNo: query.certificateNo,
      accountNumber: query.accountNumber,
      limit: size,
      offset: (current - 1) * size,
    });
    const records = found.records.map((r) => ({
      ...r,
      certificateNo: maskCertificateNo(r.certificateNo, r.organType),
      mobile: maskPhone(r.mobile),
    }));
    return toPage(records, found.total, current, size);
  });
}
