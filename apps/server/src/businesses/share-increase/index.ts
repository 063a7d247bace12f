import { SHARE_INCREASE_APP_ID, shareIncrease } from '@rer/domain';
import { sourceDirOf } from '../../platform/source-dir.js';
import type { ServerBusiness } from '../business.js';
import { listMovements, registerChangeBusiness } from '../shared/register-changes.js';

/** 550002 股份增加登记: each row of increaseList issues shares to a holder account. */
export const shareIncreaseBusiness: ServerBusiness = {
  definition: shareIncrease,
  dir: sourceDirOf(import.meta.url, 'businesses/share-increase'),
  workflow: registerChangeBusiness({
    appId: SHARE_INCREASE_APP_ID,
    effect: 'shareIncrease',
    movementsOf: (form) => listMovements(form, 'increaseList', 'issue'),
  }),
};
