/** The public face of the SRDI board module (issue 25, ADR 81): what the app and the businesses use. */

export { registerSrdiRoutes } from './routes.js';
export {
  type AdmitInput,
  admitCompany,
  type BoardActor,
  checkAdmission,
  checkExit,
  evaluationOf,
  exitCompany,
} from './srdi-board.js';
