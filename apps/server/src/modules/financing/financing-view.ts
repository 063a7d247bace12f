import type { FinancingNeed, FinancingPublicNeed } from '@rer/contracts';
import {
  FINANCING_METHODS,
  FINANCING_STATUSES,
  type FinancingMethod,
  type FinancingStatus,
  INDUSTRY_SECTIONS,
  type IndustrySection,
} from '@rer/domain';
import type { NeedRow } from './financing.repository.js';

/** What anyone sees of a published need (ADR 84): no status, review or person's data. */
export function publicNeedOf(r: NeedRow): FinancingPublicNeed {
  const method = r.method as FinancingMethod;
  const industry = r.industry as IndustrySection;
  return {
    id: r.id,
    title: r.title,
    method,
    methodName: FINANCING_METHODS[method],
    amountWan: r.amountWan,
    purpose: r.purpose,
    industry,
    industryName: INDUSTRY_SECTIONS[industry],
    regionName: r.regionName,
    description: r.description,
    companyName: r.companyName,
    publishedAt: r.publishedAt,
  };
}

/** The owner's and staff's view. */
export function needOf(r: NeedRow): FinancingNeed {
  return {
    ...publicNeedOf(r),
    provinceCode: r.provinceCode,
    cityCode: r.cityCode,
    districtCode: r.districtCode,
    status: r.status,
    statusName: FINANCING_STATUSES[r.status as FinancingStatus],
    reviewOpinion: r.reviewOpinion,
    reviewedAt: r.reviewedAt,
    version: r.version,
    updatedAt: r.updatedAt,
    interestCount: r.interestCount,
  };
}
