import type { FieldState } from './field-states.js';
import { FORM_MESSAGES, fileTooLargeMessage, invalidFormatMessage } from './form-messages.js';
import { fieldDisplayName } from './schema.js';
import type { UploadField, UploadRow } from './schema-fields.js';

/**
 * Upload rows (000 §5, 001 §9). An upload field's value maps each row's prop to its files:
 * `{ license: [{ attachId, originalName, size }] }`, size in bytes when known.
 */

export interface UploadedFile {
  attachId: string;
  originalName: string;
  size?: number;
}

/** 001 §9: 50 MB unless the row says otherwise. */
export const DEFAULT_UPLOAD_MAX_SIZE_MB = 50;

const BYTES_PER_MB = 1024 * 1024;

interface Problem {
  prop: string;
  label: string;
  message: string;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  if (value === null || typeof value !== 'object') return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.attachId === 'string' &&
    typeof file.originalName === 'string' &&
    (file.size === undefined || (typeof file.size === 'number' && file.size >= 0))
  );
}

/** The lower-cased extension of a file name, '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Extensions compare without case: the archive list accepts pdf and PDF alike (001 §5.11). */
function rowFailure(row: UploadRow, files: unknown): string | null {
  if (files !== undefined && files !== null && !Array.isArray(files)) return invalidFormatMessage(row.label);
  const list: unknown[] = Array.isArray(files) ? files : [];
  if (list.length === 0) {
    if (!row.required) return null;
    return row.other ? FORM_MESSAGES.otherMaterialRequired : FORM_MESSAGES.fileRequired;
  }
  if (row.fileLimit !== undefined && list.length > row.fileLimit) return FORM_MESSAGES.fileCount;
  const accepted = row.accept.map((extension) => extension.toLowerCase());
  const maxSize = row.maxSize ?? DEFAULT_UPLOAD_MAX_SIZE_MB;
  for (const file of list) {
    if (!isUploadedFile(file)) return invalidFormatMessage(row.label);
    if (!accepted.includes(fileExtension(file.originalName))) return FORM_MESSAGES.fileType;
    if (file.size !== undefined && file.size > maxSize * BYTES_PER_MB) return fileTooLargeMessage(maxSize);
  }
  return null;
}

export function checkUpload(field: UploadField, state: FieldState, value: unknown): Problem[] {
  const label = fieldDisplayName(field);
  if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    return [{ prop: field.prop, label, message: invalidFormatMessage(label) }];
  }
  const files = (value ?? {}) as Record<string, unknown>;
  const hasAnyFile = field.rows.some((row) => {
    const list = Object.hasOwn(files, row.prop) ? files[row.prop] : undefined;
    return Array.isArray(list) && list.length > 0;
  });
  if (state.required && !hasAnyFile) {
    const rule = field.rules?.find((r) => r.kind === 'required');
    return [{ prop: field.prop, label, message: rule?.message ?? FORM_MESSAGES.fileRequired }];
  }
  const problems: Problem[] = [];
  for (const row of field.rows) {
    const failure = rowFailure(row, Object.hasOwn(files, row.prop) ? files[row.prop] : undefined);
    if (failure !== null)
      problems.push({ prop: `${field.prop}.${row.prop}`, label: row.label, message: failure });
  }
  return problems;
}
