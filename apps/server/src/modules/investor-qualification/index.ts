/** The public face of the investor-qualification module (ADR 66): what businesses and the app compose. */
export {
  certificationExpiriesOf,
  type QualificationDeps,
  qualificationStatusOf,
  recordQualification,
  refuseUnqualified,
  zoneKindOf,
} from './investor-qualification.service.js';
export { registerInvestorQualificationRoutes } from './routes.js';
export {
  checkSuitability,
  type RecordedSuitabilityInput,
  recordedSuitability,
  type SuitabilityInput,
} from './suitability.service.js';
