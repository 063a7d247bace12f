/**
 * The form engine's pure core (architecture §6): the form schema and its zod meta-schema, the
 * condition evaluator, safe patterns, field states and the submission validator, shared by the
 * renderer and the server.
 */
export { canonicalSchemaJson } from './canonical-schema-json.js';
export { evaluateCondition, resolveConditionPath } from './condition-evaluator.js';
export {
  type CellProblem,
  cellMessage,
  checkTableRows,
  columnChoices,
  compileRowChecker,
  DEFAULT_TABLE_MAX_ROWS,
  enteredCellText,
  filledColumns,
  isUserFilledTable,
  type RowChecker,
  type RowCheckOptions,
  type TableEditing,
  tableEditing,
  tooManyRowsMessage,
} from './display-table-editing.js';
export { rowsFromSheet, type SheetRead, templateHeaders } from './display-table-import.js';
export { checkRowsPage, cutDisplayRows, type PagedTable } from './display-table-paging.js';
export { amountPlaces, type DictionaryItems, isMultipleSelect, knownOptions } from './field-checks.js';
export {
  APPROVAL_TEXT_MAX_LENGTH,
  type FieldState,
  type FieldStates,
  resolveFieldStates,
} from './field-states.js';
export {
  APPROVAL_NODE_IDS,
  CONDITION_CONTEXT_KEYS,
  type ConditionScope,
  type FormContext,
  type FormMode,
  type FormValues,
  READ_ONLY_NODE_IDS,
  READ_ONLY_TASK_ITEM_STATES,
  resolveFormMode,
  showsBlockchainNotice,
} from './form-context.js';
export {
  aboveMaximumMessage,
  belowMinimumMessage,
  decimalsMessage,
  FORM_MESSAGES,
  fileTooLargeMessage,
  invalidFormatMessage,
  invalidOptionMessage,
  rowMessage,
  tooFewItemsMessage,
  tooLongMessage,
  tooManyItemsMessage,
  tooShortMessage,
} from './form-messages.js';
export {
  compileFormValidator,
  type FormValidationError,
  type FormValidationResult,
  type FormValidator,
  type FormValidatorOptions,
} from './form-validator.js';
export {
  createFormFunctionRegistry,
  defaultFormFunctions,
  FORM_FUNCTION_SLOTS,
  type FormFunction,
  type FormFunctionRegistry,
  type FormFunctionSlot,
  lookupFormFunction,
  registerFormFunction,
} from './function-registry.js';
export { normalizeSubmission, SPACE_FREE_NAME_PROPS } from './normalize-submission.js';
export {
  buildEndpointQuery,
  listDictionaryCodes,
  listEndpointNames,
  usesRegionTree,
} from './option-sources.js';
export {
  listFunctionReferences,
  type ParseFormSchemaOptions,
  type ParseFormSchemaResult,
  parseFormSchema,
} from './parse-form-schema.js';
export {
  ALLOWED_PATTERN_FLAGS,
  checkSafePattern,
  isSafePattern,
  MAX_PATTERN_LENGTH,
  parsePatternLiteral,
  type SafePatternResult,
} from './safe-pattern.js';
export {
  FORM_SCHEMA_VERSION,
  type FormGroup,
  type FormSchema,
  fieldDisplayName,
  formGroupSchema,
  formMetaSchema,
  type LocatedField,
  listFields,
} from './schema.js';
export type { FnRef } from './schema-common.js';
export {
  CONDITION_OPERATORS,
  type Condition,
  type ConditionNode,
  type ConditionOperator,
  type ConditionScalar,
  type ConditionTree,
  conditionNodeSchema,
  type FieldConditions,
  fieldConditionsSchema,
  isConditionTree,
} from './schema-conditions.js';
export {
  type ColumnField,
  columnFieldSchema,
  DATE_KINDS,
  DISPLAY_COLUMN_INPUTS,
  type DisplayColumn,
  type DisplayTableField,
  FIELD_TYPES,
  type FieldType,
  type FormField,
  fieldSchema,
  OPTION_FIELD_TYPES,
  RULES_KEPT_WHEN_DISABLED,
  type SubTableField,
  TEXT_FIELD_TYPES,
  type UploadField,
  type UploadRow,
  type WidgetField,
} from './schema-fields.js';
export { formatJsonPath } from './schema-issues.js';
export {
  type EndpointOptionSource,
  type OptionItem,
  type OptionSource,
  optionItemSchema,
  optionSourceSchema,
} from './schema-options.js';
export {
  type FieldRule,
  RULE_KINDS,
  type RuleKind,
  ruleSchema,
  VALIDATOR_NAMES,
  type ValidatorName,
  type ValidatorRule,
} from './schema-rules.js';
export { looksLikeScript, SCRIPT_SLOTS } from './script-guard.js';
export { findHiddenValues, findReadOnlyChanges, listEdits } from './submission-guards.js';
export { DEFAULT_UPLOAD_MAX_SIZE_MB, fileExtension, type UploadedFile } from './upload-checks.js';
export { isEmptyValue, jsonEquals, readPath } from './value-compare.js';
export {
  checkWidgetValue,
  listCheckedWidgets,
  type WidgetCheckEnv,
  type WidgetFacts,
  type WidgetValueProblem,
} from './widget-value-checks.js';
