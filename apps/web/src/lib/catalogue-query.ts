import type { CatalogueGroupView } from '@rer/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from './http';
import { useSession } from './use-session';

/** 业务办理 of the signed-in zone (ADR 41): GET business/catalogue. */
export const CATALOGUE_URL = '/api/rem-registrationbizweb/business/catalogue';
/** The page of 业务办理 in the menus. */
export const CATALOGUE_PATH = '/companyApply';

/**
 * The zone's catalogue, one query per account, zone and company (the gates depend on them): the
 * 业务办理 page and the top search share it, so typing in the search reads the cache, never the network.
 */
export function useCatalogueQuery(enabled = true) {
  const account = useSession((s) => s.account);
  const landingMode = useSession((s) => s.landingMode);
  const company = useSession((s) => s.currentCompany);
  return useQuery({
    queryKey: ['catalogue', account, landingMode, company],
    queryFn: ({ signal }) => http.getData<CatalogueGroupView[]>(CATALOGUE_URL, { signal }),
    meta: { errorMessage: 'data.fetchFailed' },
    enabled,
  });
}
