import {
  type DictionaryItems,
  type FieldStates,
  type FormContext,
  type FormSchema,
  type FormValidationError,
  resolveFieldStates,
} from '@rer/domain';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BrowserValidation, createBrowserValidator } from './browser-validation';
import { type EffectChange, settleEffects, stabilizeStates } from './effects';
import type { TableRowsStore } from './table-rows';
import { isErrorShown, touchedPaths } from './touched';

export interface FormEngine {
  states: FieldStates;
  /** Shown errors by prop path (`prop`, `rows.0.cell`, `attachments.license`). */
  errors: Readonly<Record<string, string>>;
  /** antd's onValuesChange. */
  onValuesChange(changed: Record<string, unknown>): void;
  /** Re-resolves after a change antd did not report (sub-table rows added or removed). */
  refresh(changedProps?: string[]): void;
  /** Validates everything and shows every error from now on. */
  validateAll(): BrowserValidation;
  /**
   * The data the page would send (normalised, hidden values dropped); with `withTables` the
   * display tables' rows too (submit and save: they are kept out of the per-keystroke checks).
   */
  snapshot(withTables?: boolean): BrowserValidation;
}

interface Options {
  schema: FormSchema;
  context: FormContext;
  form: FormInstance;
  initialValues: Record<string, unknown>;
  dictionaries: DictionaryItems;
  /** The whole form is disabled: every rule is dropped (001 §5.20). */
  disabled?: boolean;
  onValuesChange?: (values: Record<string, unknown>) => void;
  /** The display tables' rows, held outside antd's store. */
  tables?: TableRowsStore;
}

function shownErrors(errors: FormValidationError[], touched: ReadonlySet<string>, submitted: boolean) {
  const shown: Record<string, string> = {};
  for (const error of errors) {
    if (!(error.prop in shown) && isErrorShown(error.prop, touched, submitted))
      shown[error.prop] = error.message;
  }
  return shown;
}

const sameRecord = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The renderer's state machine over the antd store: field states from the domain resolver,
 * condition effects written back into the store, and errors from the shared validator for the
 * fields the user touched (all of them after a submit attempt).
 */
export function useFormEngine({
  schema,
  context,
  form,
  initialValues,
  dictionaries,
  disabled = false,
  onValuesChange,
  tables,
}: Options): FormEngine {
  const [states, setStates] = useState<FieldStates>(() => resolveFieldStates(schema, initialValues, context));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const statesRef = useRef(states);
  const errorsRef = useRef(errors);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const validator = useMemo(
    () => createBrowserValidator(schema, context, { dictionaries }),
    [schema, context, dictionaries],
  );
  const validatorRef = useRef(validator);
  validatorRef.current = validator;

  const showErrors = useCallback((validation: BrowserValidation) => {
    const list = validation.result.ok ? [] : validation.result.errors;
    const next = shownErrors(list, touched.current, submitted.current);
    if (!sameRecord(next, errorsRef.current)) {
      errorsRef.current = next;
      setErrors(next);
    }
  }, []);

  const snapshot = useCallback(
    (withTables = false): BrowserValidation => {
      const values = form.getFieldsValue(true) as Record<string, unknown>;
      const validation = validatorRef.current(
        withTables && tables ? { ...values, ...tables.values() } : values,
      );
      return disabled ? { ...validation, result: { ok: true } } : validation;
    },
    [form, disabled, tables],
  );

  const resolve = useCallback(
    (paths: string[]) => {
      for (const path of paths) touched.current.add(path);
      const apply = (changes: EffectChange[]) => {
        form.setFields(changes.map((change) => ({ name: change.name, value: change.value })));
        return form.getFieldsValue(true) as Record<string, unknown>;
      };
      const settled = settleEffects(schema, context, statesRef.current, form.getFieldsValue(true), apply);
      const next = stabilizeStates(statesRef.current, settled.states);
      if (next !== statesRef.current) {
        statesRef.current = next;
        setStates(next);
      }
      if (touched.current.size > 0 || submitted.current) showErrors(snapshot());
      onValuesChange?.(form.getFieldsValue(true));
    },
    [schema, context, form, showErrors, snapshot, onValuesChange],
  );

  // A new schema, context or dictionary set: resolve again (initial setValue effects included).
  // biome-ignore lint/correctness/useExhaustiveDependencies: new dictionaries mean a new validator and new errors.
  useEffect(() => {
    resolve([]);
  }, [resolve, validator]);

  return {
    states,
    errors,
    onValuesChange: (changed) => resolve(touchedPaths(schema, changed)),
    refresh: (props = []) => resolve(props),
    validateAll: () => {
      submitted.current = true;
      const validation = snapshot(true);
      showErrors(validation);
      return validation;
    },
    snapshot,
  };
}
