import type { FormContext, FormSchema, FormValidationResult } from '@rer/domain';
import { Form, type FormInstance } from 'antd';
import { useRef } from 'react';

/** What a mounted FormRenderer offers to the submit flow. */
export interface RendererHandle {
  schema: FormSchema;
  context: FormContext;
  /** The current form data as JSON (no undefined), hidden values dropped. */
  values(): Record<string, unknown>;
  /** The form as it is, display tables' rows included, nothing dropped or checked. */
  allValues(): Record<string, unknown>;
  /**
   * Resolves when every display-table row is there: rows the server sends apart from the schema
   * (ADR 33) are read in the background, and `values`, `allValues` and `validate` need them all.
   */
  whenLoaded(): Promise<void>;
  /** Normalises and validates everything; the errors are then shown on every field. */
  validate(): { normalized: Record<string, unknown>; result: FormValidationResult };
  /** Scrolls to a field (or a sub-table cell / upload row prop path) and focuses it. */
  scrollToField(prop: string): void;
  /** Puts values into fields (server answers, normalised values), as if typed. */
  setValues(values: Record<string, unknown>): void;
}

export interface FormController {
  form: FormInstance;
  /** Set by the FormRenderer while it is mounted. */
  handle: { current: RendererHandle | null };
}

/**
 * The link between a page and its FormRenderer, like antd's Form.useForm: pass it to the
 * renderer and to useFormSubmit.
 */
export function useFormController(): FormController {
  const [form] = Form.useForm();
  const handle = useRef<RendererHandle | null>(null);
  const controller = useRef<FormController | null>(null);
  if (controller.current === null || controller.current.form !== form) controller.current = { form, handle };
  return controller.current;
}

export function requireHandle(controller: FormController): RendererHandle {
  const handle = controller.handle.current;
  if (!handle) throw new Error('The FormRenderer of this controller is not mounted');
  return handle;
}
