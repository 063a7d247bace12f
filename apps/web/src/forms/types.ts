import type {
  FieldState,
  FormContext,
  FormField,
  FormSchema,
  FormValues,
  UploadedFile,
  UploadRow,
} from '@rer/domain';
import type { ReactNode } from 'react';
import type { FormController } from './engine/form-controller';

/** Uploads one file of an upload row and answers the stored record (000 §5, 001 §9). */
export type UploadFileFn = (file: File, row: UploadRow, field: FormField) => Promise<UploadedFile>;

/** What the renderer needs from its host page; every member has a default. */
export interface FormRendererServices {
  /** Stores a picked file; the default posts to the attachments endpoint. */
  uploadFile?: UploadFileFn;
  /** The cells of an imported workbook's first sheet; the default asks the server (ADR 49). */
  readTableWorkbook?: (file: Blob) => Promise<string[][]>;
  /** Saves a display table's Excel template; the default asks the server for it. */
  downloadTableTemplate?: (title: string, headers: string[]) => Promise<void>;
}

export interface FormRendererProps {
  schema: FormSchema;
  /** The workflow facts (001 §1): type, nodeId, appId, taskItemState, route, uuid… */
  context: FormContext;
  /** Stored data; defaults of the schema fill what it lacks. */
  initialValues?: FormValues;
  /** From `useFormController()`, for the submit flow; the renderer makes its own when absent. */
  controller?: FormController;
  /** The whole form disabled (a preview, or a read-only host): every rule is dropped (001 §5.20). */
  disabled?: boolean;
  /** Overrides the route rule of 001 §2 for the group navigation side list. */
  showGroupNavigation?: boolean;
  /** Overrides the 001 §2.11 blockchain footer (else read from the blockchain.isOpen parameter). */
  showBlockchainNotice?: boolean;
  services?: FormRendererServices;
  /** Called after each change with the current values (already with conditions applied). */
  onValuesChange?: (values: Record<string, unknown>) => void;
  /** Rendered under the form (save / submit buttons of the host page). */
  footer?: ReactNode;
}

/** What every field implementation receives besides value/onChange (injected by Form.Item). */
export interface FieldControlProps<F extends FormField = FormField> {
  field: F;
  state: FieldState;
  /** Element id for the label and scrolling. */
  id: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Errors of parts of the field (sub-table cells, upload rows) keyed by their prop path. */
  partErrors?: Readonly<Record<string, string>>;
}
