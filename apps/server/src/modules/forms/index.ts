/**
 * Form schemas on the server (issue 5). Workflow code calls `validateFormSubmission` (or
 * `assertValidFormSubmission`) inside its own transaction on submit.
 */
export { TAMPER_MESSAGES } from './form-failures.js';
export {
  type FormKey,
  insertFirstVersionIfNone,
  insertFormSchemaVersion,
  isUniqueViolation,
  retireActiveVersion,
  sameForm,
} from './form-schema.repository.js';
export { getActiveFormSchema, saveFormSchemaVersion } from './form-schema.service.js';
export { parseServerFormSchema, SERVER_FORM_PARSE_OPTIONS } from './form-schema-parse.js';
export {
  canonicalSchemaHash,
  findHeldShippedVersion,
  findLatestVersion,
  findPublishedSeedHash,
  type HeldShippedVersion,
  lockFormSeedsOf,
  recordHeldSeed,
  recordPublishedSeed,
  SEED_AUTHOR,
  type StoredVersion,
} from './form-seed.repository.js';
export { FORM_ADMIN_ROLE, registerFormRoutes } from './routes.js';
export {
  assertValidFormSubmission,
  type FormSubmission,
  type FormSubmissionResult,
  serverFormContext,
  validateFormSubmission,
} from './validate-submission.js';
