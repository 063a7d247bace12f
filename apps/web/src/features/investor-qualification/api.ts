import {
  QUALIFICATION_CURRENT_URL,
  type QualificationCurrentAnswer,
  SUITABILITY_CHECK_URL,
  type SuitabilityAnswer,
  type SuitabilityCheckBody,
} from '@rer/contracts';
import { http, unwrap } from '../../lib/http';

export { QUALIFICATION_CURRENT_URL, SUITABILITY_CHECK_URL };

/** The qualified-investor calls (ADR 66): own certifications, the suitability check. */
export const qualificationApi = {
  current: (signal?: AbortSignal) =>
    http.getData<QualificationCurrentAnswer>(QUALIFICATION_CURRENT_URL, { signal }),
  checkSuitability: async (body: SuitabilityCheckBody) =>
    unwrap(await http.post<SuitabilityAnswer>(SUITABILITY_CHECK_URL, body), SUITABILITY_CHECK_URL),
};
