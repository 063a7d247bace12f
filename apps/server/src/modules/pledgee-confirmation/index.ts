/** The public face of the pledgee-confirmation module (issue 23, ADR 72). */
export { type PledgeParties, pledgePartiesOf } from './pledge-parties.js';
export { PLEDGEE_LIMITS, type PledgeeDeps } from './pledgee-deps.js';
export {
  FACE_PICTURE_KIND,
  isPledgeeConfirmed,
  registerFacePictureAccess,
  requirePledgeeConfirmed,
} from './pledgee-face-picture.js';
export { registerPledgeeConfirmationRoutes } from './routes.js';
