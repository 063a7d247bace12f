import { SHARE_DECREASE_APP_ID, shareDecrease } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { listMovements, registerChangeBusiness } from '../shared/register-changes.js';

/** 550003 股份减少登记: each row of decreaseList cancels shares of a holder account. */
export const shareDecreaseBusiness: ServerBusiness = {
  definition: shareDecrease,
  dir: sourceDirOf(import.meta.url, 'businesses/share-decrease'),
  workflow: registerChangeBusiness({
    appId: SHARE_DECREASE_APP_ID,
    effect: 'shareDecrease',
    movementsOf: (form) => listMovements(form, 'decreaseList', 'cancellation'),
  }),
};
