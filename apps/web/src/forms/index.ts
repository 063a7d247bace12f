/**
 * The form renderer (issue 5, ADR 14): renders a form schema of @rer/domain with antd, resolving
 * conditions, read-only rules and validation with the same engine the server runs.
 *
 * Stable public API: FormRenderer and its props, the controller and the submit flow, and the
 * registries (business widgets, option endpoints, pre-submit checks).
 */

export type { FormBehaviourApi, FormBehaviourProps } from './engine/behaviours';
export {
  type BrowserValidation,
  createBrowserValidator,
  dropHiddenValues,
  toSubmission,
} from './engine/browser-validation';
export { type FormController, type RendererHandle, useFormController } from './engine/form-controller';
export { formContextFromLocation } from './engine/route-context';
export { BlockchainNotice } from './layout/blockchain-notice';
export { FormRenderer } from './layout/form-renderer';
export { type LoadedSchema, loadFormSchema } from './load-form-schema';
export {
  type ApplyDefaults,
  applyDefaultsOf,
  registerApplyDefaults,
  unregisterApplyDefaults,
} from './registry/apply-defaults';
export { type FormBehaviour, listFormBehaviours, registerFormBehaviour } from './registry/behaviour-registry';
export { registerDefaultFormParts } from './registry/default-registrations';
export {
  type EndpointRequest,
  listOptionEndpoints,
  type OptionEndpoint,
  registerOptionEndpoint,
} from './registry/endpoint-registry';
export {
  type PreSubmitCheck,
  registerPreSubmitCheck,
  runPreSubmitChecks,
  unregisterPreSubmitCheck,
} from './registry/pre-submit-checks';
export {
  type FormWidget,
  listFormWidgets,
  registerFieldImplementation,
  registerFormWidget,
} from './registry/widget-registry';
export {
  opinionProblem,
  SUBMIT_MESSAGES,
  SUBMIT_PREFIXES,
  type SubmitPrefix,
  validationDialogText,
} from './submit/submit-messages';
export { type SubmitOutcome, type UseFormSubmitOptions, useFormSubmit } from './submit/use-form-submit';
export type { FieldControlProps, FormRendererProps, FormRendererServices, UploadFileFn } from './types';
