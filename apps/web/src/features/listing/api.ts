import type { AssessmentView, ListingDisplay, ListingProductView, SectorView } from '@rer/contracts';
import { http, unwrap } from '../../lib/http';

const BIZ = '/api/rem-registrationbizweb';
export const LISTING_URLS = {
  boards: `${BIZ}/sectorNonds/queryAllSectors`,
  display: `${BIZ}/nonds/listing/getListingDisplay`,
  subSectors: `${BIZ}/sectorNonds/getTwoSectors`,
  sectorList: '/api/rem-registrationmgrweb/sector/list',
  sectorSubmit: '/api/rem-registrationmgrweb/sector/submit',
  questionnaire: `${BIZ}/listing/assessment/questionnaire`,
  assessmentSubmit: `${BIZ}/listing/assessment/submit`,
  assessmentLatest: `${BIZ}/listing/assessment/latest`,
  applyDefaults: `${BIZ}/listing/applyDefaults`,
  products: `${BIZ}/listing/product/list`,
  product: `${BIZ}/listing/product/detail`,
  productSubmit: `${BIZ}/listing/product/submit`,
  productRemove: `${BIZ}/listing/product/remove`,
} as const;

export interface AssessmentQuestion {
  id: string;
  part: string;
  title: string;
  options: { value: string; label: string }[];
}

export interface ListingApplyDefaults {
  companyName: string;
  creditCode: string | null;
  isRegister: boolean;
  isListing: boolean;
  assessment: AssessmentView | null;
}

export type ProductInput = Partial<Omit<ListingProductView, 'companyId' | 'status'>> & { name: string };

/** The calls of the listing pages (ADR 79). */
export const listingApi = {
  boards: (tenantId: string, signal?: AbortSignal) =>
    http.getData<SectorView[]>(LISTING_URLS.boards, { params: { tenantId }, signal }),
  subSectors: (tenantId: string, oneSectorId: string, signal?: AbortSignal) =>
    http.getData<SectorView[]>(LISTING_URLS.subSectors, { params: { tenantId, oneSectorId }, signal }),
  display: async (tenantId: string, listcode: string) =>
    unwrap(
      await http.post<ListingDisplay>(LISTING_URLS.display, { tenantId, listcode }),
      LISTING_URLS.display,
    ),
  sectors: (signal?: AbortSignal) => http.getData<SectorView[]>(LISTING_URLS.sectorList, { signal }),
  submitSector: async (body: Record<string, unknown>) =>
    unwrap(await http.post<SectorView>(LISTING_URLS.sectorSubmit, body), LISTING_URLS.sectorSubmit),
  questionnaire: (signal?: AbortSignal) =>
    http.getData<AssessmentQuestion[]>(LISTING_URLS.questionnaire, { signal }),
  submitAssessment: async (answers: Record<string, string>) =>
    unwrap(
      await http.post<AssessmentView>(LISTING_URLS.assessmentSubmit, { answers }),
      LISTING_URLS.assessmentSubmit,
    ),
  latestAssessment: (signal?: AbortSignal) =>
    http.getData<AssessmentView | null>(LISTING_URLS.assessmentLatest, { signal }),
  applyDefaults: (signal?: AbortSignal) =>
    http.getData<ListingApplyDefaults>(LISTING_URLS.applyDefaults, { signal, showsOwnRefusal: true }),
  products: (signal?: AbortSignal) => http.getData<ListingProductView[]>(LISTING_URLS.products, { signal }),
  product: (id: string, signal?: AbortSignal) =>
    http.getData<ListingProductView>(LISTING_URLS.product, { params: { id }, signal }),
  saveProduct: async (body: ProductInput) =>
    unwrap(await http.post<ListingProductView>(LISTING_URLS.productSubmit, body), LISTING_URLS.productSubmit),
  removeProduct: async (id: string) =>
    unwrap(await http.post<null>(LISTING_URLS.productRemove, { id }), LISTING_URLS.productRemove),
};
