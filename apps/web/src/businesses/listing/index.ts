import { listing } from '@rer/domain';
import { listingApi } from '../../features/listing';
import type { WebBusiness } from '../business';
import { ListingFeaturedSectorField, ListingSectorField } from './sector-fields';

/**
 * The first values of a listing application (ADR 79): the current company, its latest
 * self-assessment's result and the board the page was opened with (002 §2.3 listedApplys'
 * `sector` query). The server checks custody and the board at submit.
 */
export async function listingApplyDefaults(signal: AbortSignal): Promise<Record<string, unknown>> {
  const defaults = await listingApi.applyDefaults(signal);
  const sector = new URLSearchParams(window.location.search).get('sector');
  return {
    companyName: defaults.companyName,
    creditCode: defaults.creditCode ?? '',
    assessmentResult: defaults.assessment
      ? `${defaults.assessment.resultName}（${defaults.assessment.score}分）`
      : '尚未进行挂牌自评',
    ...(defaults.assessment?.suggestedTier ? { appliedTier: defaults.assessment.suggestedTier } : {}),
    ...(sector ? { sector } : {}),
  };
}

/** 550058 企业挂牌 on the web (ADR 79): the board and featured sub-sector widgets, the first values. */
export const listingWeb: WebBusiness = {
  definition: listing,
  widgets: { listingSector: ListingSectorField, listingFeaturedSector: ListingFeaturedSectorField },
  applyDefaults: listingApplyDefaults,
};
