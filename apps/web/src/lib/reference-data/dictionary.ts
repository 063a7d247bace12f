import type { DictionaryItem } from '@rer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfig } from '../config';
import { http } from '../http';
import { useSession } from '../use-session';
import { REFERENCE_STALE_MS, referenceKeys } from './keys';
import { useEffectiveTenantId } from './tenant';

export const DICTIONARY_URL = '/api/blade-system/dict-biz/dictionary';
export const PUBLIC_DICTIONARY_URL = '/api/blade-system/nonds/dict-biz/dictionary';

/** Authenticated business dictionary of the signed-in user's tenant. */
export const dictionaryQuery = (tenantId: string, code: string) =>
  queryOptions({
    queryKey: referenceKeys.dictionary(tenantId, code),
    queryFn: ({ signal }) => http.getData<DictionaryItem[]>(DICTIONARY_URL, { params: { code }, signal }),
    staleTime: REFERENCE_STALE_MS,
    meta: { errorMessage: 'data.dictionaryFailed' },
  });

/** Public (no login) dictionary of a tenant. */
export const publicDictionaryQuery = (tenantId: string, code: string) =>
  queryOptions({
    queryKey: referenceKeys.publicDictionary(tenantId, code),
    queryFn: ({ signal }) =>
      http.getData<DictionaryItem[]>(PUBLIC_DICTIONARY_URL, { params: { code, tenantId }, signal }),
    staleTime: REFERENCE_STALE_MS,
    meta: { errorMessage: 'data.dictionaryFailed' },
  });

/** GET /api/blade-system/dict-biz/dictionary?code= — items in server order. */
export function useDictionary(code: string) {
  const tenantId = useSession((session) => session.tenantId) ?? appConfig.defaultTenantId;
  return useQuery({ ...dictionaryQuery(tenantId, code), enabled: code !== '' });
}

/** GET /api/blade-system/nonds/dict-biz/dictionary?code=&tenantId= — for public pages. */
export function usePublicDictionary(code: string) {
  const tenantId = useEffectiveTenantId();
  return useQuery({
    ...publicDictionaryQuery(tenantId ?? '', code),
    enabled: tenantId !== undefined && code !== '',
  });
}
