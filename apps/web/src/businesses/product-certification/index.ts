import { productCertification } from '@rer/domain';
import type { WebBusiness } from '../business';

/**
 * 550138 产品认证 on the web (ADR 66): the shared renderer with the `qualificationRule` widget (see
 * 550032); filed with nothing selected it is 000 §4's first product certification: sign in again.
 */
export const productCertificationWeb: WebBusiness = {
  definition: productCertification,
  firstCertification: 'product',
};
