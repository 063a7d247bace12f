import { ATTACHMENT_MAX_MB, OTHER_MATERIAL_EXTENSIONS } from '@rer/contracts';
import type { AttachmentRef } from './api';

/** One row of an upload form (000 §5): its accept list, size limit, count limit and whether required. */
export interface UploadRowConfig {
  prop: string;
  label: string;
  /** Extensions without dot; default: the other-material types. */
  accept?: readonly string[];
  /** Per-row limit in MB (at most 50). */
  maxSizeMb?: number;
  /** Files in the row; default 1 (one file per slot). */
  limit?: number;
  required?: boolean;
  /** The 其他补充材料 row: other-material types, its own required message. */
  other?: boolean;
  /** Upload through put-model-file-attach (pledge and judicial rows). */
  model?: boolean;
}

export type UploadRowsValue = Record<string, AttachmentRef[]>;

export function acceptOf(row: UploadRowConfig): readonly string[] {
  return (row.accept ?? OTHER_MATERIAL_EXTENSIONS).map((e) => e.replace(/^\./, '').toLowerCase());
}

export function maxSizeOf(row: UploadRowConfig): number {
  return Math.min(row.maxSizeMb ?? ATTACHMENT_MAX_MB, ATTACHMENT_MAX_MB);
}

export function limitOf(row: UploadRowConfig): number {
  return row.limit ?? 1;
}

export type UploadRefusal = { key: 'fileType' } | { key: 'fileSize'; n: number } | { key: 'fileCount' };

/** The checks before a file is sent (000 §5), in the spec's order: type, size, count. */
export function checkBeforeUpload(
  row: UploadRowConfig,
  file: { name: string; size: number },
  alreadyInRow: number,
): UploadRefusal | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot <= 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!acceptOf(row).includes(ext)) return { key: 'fileType' };
  const max = maxSizeOf(row);
  if (file.size > max * 1024 * 1024) return { key: 'fileSize', n: max };
  if (alreadyInRow >= limitOf(row)) return { key: 'fileCount' };
  return null;
}

/** The rows still missing a required file, with the spec's message (请上传文件 / 请上传其他补充材料). */
export function missingRequired(
  rows: readonly UploadRowConfig[],
  value: UploadRowsValue,
): { prop: string; label: string; message: 'fileRequired' | 'otherRequired' }[] {
  return rows
    .filter((r) => r.required && (value[r.prop]?.length ?? 0) === 0)
    .map((r) => ({ prop: r.prop, label: r.label, message: r.other ? 'otherRequired' : 'fileRequired' }));
}
