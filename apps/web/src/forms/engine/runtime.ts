import type { DictionaryItems, FormContext, FormMode } from '@rer/domain';
import type { FormInstance } from 'antd';
import { createContext, useContext } from 'react';
import type { FormRendererServices } from '../types';
import type { TableRowsStore } from './table-rows';

/** What every field of one rendered form shares: the store, the context and the loaded data. */
export interface FormRuntime {
  form: FormInstance;
  context: FormContext;
  mode: FormMode;
  /** Loaded dictionaries by code (each code requested once for the whole form). */
  dictionaries: DictionaryItems;
  /** Codes still loading. */
  loadingCodes: ReadonlySet<string>;
  services: FormRendererServices;
  /** The whole form is disabled (preview, read-only host). */
  formDisabled: boolean;
  /** The display tables' rows, outside antd's store (ADR 31). */
  tables: TableRowsStore;
  /** Re-resolves states and errors after a change made outside antd's onValuesChange. */
  refresh(changedProps?: string[]): void;
}

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error('Form fields must be rendered inside a FormRenderer');
  return runtime;
}
