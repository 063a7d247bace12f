import {
  type MyHoldings,
  PLEDGE_APPLICATION_FORM_URL,
  PLEDGE_DETAIL_URL,
  type PledgeDetail,
} from '@rer/contracts';
import { http } from '../../lib/http';

/** The current registration account's holdings (investor zones; share register). */
export const MY_HOLDINGS_URL = '/api/rem-registrationbizweb/shareRegister/myHoldings';

export const pledgeApi = {
  myHoldings: (signal?: AbortSignal) => http.getData<MyHoldings>(MY_HOLDINGS_URL, { signal }),
  detail: (id: string, signal?: AbortSignal) =>
    http.getData<PledgeDetail>(PLEDGE_DETAIL_URL, { params: { id }, signal }),
  applicationForm: (id: string) => http.download(PLEDGE_APPLICATION_FORM_URL, { params: { id } }),
};
