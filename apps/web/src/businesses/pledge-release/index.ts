import { PLEDGE_RELEASE_PICKER_WIDGET, pledgeRelease } from '@rer/domain';
import type { WebBusiness } from '../business';
import { PledgeReleasePick } from './pledge-release-pick';

/** 550061 质押解除登记 on the web (ADR 71): the pick of the pledge to release. */
export const pledgeReleaseWeb: WebBusiness = {
  definition: pledgeRelease,
  widgets: { [PLEDGE_RELEASE_PICKER_WIDGET]: PledgeReleasePick },
};
