import { listingTermination } from '@rer/domain';
import { listingApi } from '../../features/listing';
import type { WebBusiness } from '../business';

/** 550052 终止挂牌 on the web (ADR 79): the application starts from the current (listed) company. */
export const listingTerminationWeb: WebBusiness = {
  definition: listingTermination,
  applyDefaults: async (signal) => {
    const defaults = await listingApi.applyDefaults(signal);
    return { companyName: defaults.companyName, creditCode: defaults.creditCode ?? '' };
  },
};
