import { FORM_MESSAGES } from '../forms/form-messages.js';

/**
 * The attachment slots of the pledge and judicial declarations (001 §3.9, §3.10, §5.10): each
 * slot a list of stored files `{ attachId, originalName, size? }`; the required slots take
 * exactly one file, JPG/PNG/PDF only, 50 MB at most. The same rules run in the dialog before a
 * file is sent and on the server when the application is submitted.
 */
export interface DeclarationSlot {
  /** The slot key (`1011`, `att5`). */
  slot: string;
  label: string;
  required: boolean;
  /** Files the slot takes: one for a required slot (001 §5.10). */
  fileLimit: number;
}

export interface DeclarationFile {
  attachId: string;
  originalName: string;
  size?: number;
}

/** 001 §5.10, verbatim. */
export const DECLARATION_FILE_MESSAGES = Object.freeze({
  type: '只能上传JPG、PNG、PDF文件',
  size: '文件不能超过 50MB',
  count: '超出最大文件上传数量',
  required: FORM_MESSAGES.fileRequired,
});

export const DECLARATION_FILE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'pdf'];
export const DECLARATION_FILE_MAX_BYTES = 50 * 1024 * 1024;

export interface SlotProblem {
  /** `att.1011`, or `att` for the value as a whole. */
  part: string;
  label: string;
  message: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why a file cannot go into a slot already holding `alreadyInSlot` files, checked in the spec's
 * order (type, size, count), or null.
 */
export function declarationFileProblem(
  file: { name: string; size?: number | undefined },
  alreadyInSlot: number,
  slot: DeclarationSlot,
): string | null {
  if (!DECLARATION_FILE_EXTENSIONS.includes(extensionOf(file.name))) return DECLARATION_FILE_MESSAGES.type;
  if (file.size !== undefined && file.size > DECLARATION_FILE_MAX_BYTES)
    return DECLARATION_FILE_MESSAGES.size;
  if (alreadyInSlot >= slot.fileLimit) return DECLARATION_FILE_MESSAGES.count;
  return null;
}

function isFile(value: unknown): value is DeclarationFile {
  if (value === null || typeof value !== 'object') return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.attachId === 'string' &&
    file.attachId !== '' &&
    typeof file.originalName === 'string' &&
    (file.size === undefined || (typeof file.size === 'number' && file.size >= 0))
  );
}

/** One slot's problem (missing required file, too many, wrong type or size), or null. */
export function declarationSlotProblem(slot: DeclarationSlot, files: unknown): string | null {
  if (files !== undefined && files !== null && !Array.isArray(files)) return `${slot.label}的格式不正确`;
  const list: unknown[] = Array.isArray(files) ? files : [];
  if (list.length === 0) return slot.required ? DECLARATION_FILE_MESSAGES.required : null;
  if (list.length > slot.fileLimit) return DECLARATION_FILE_MESSAGES.count;
  for (const file of list) {
    if (!isFile(file)) return `${slot.label}的格式不正确`;
    const problem = declarationFileProblem({ name: file.originalName, size: file.size }, 0, slot);
    if (problem) return problem;
  }
  return null;
}

/** Every slot's problem (missing required file, wrong type, too large, too many), slot by slot. */
export function checkDeclarationAttachments(
  value: unknown,
  slots: readonly DeclarationSlot[],
  part = 'att',
): SlotProblem[] {
  if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value)))
    return [{ part, label: '附件', message: '附件的格式不正确' }];
  const att = (value ?? {}) as Record<string, unknown>;
  const known = new Set(slots.map((s) => s.slot));
  const problems: SlotProblem[] = [];
  for (const slot of slots) {
    const message = declarationSlotProblem(slot, Object.hasOwn(att, slot.slot) ? att[slot.slot] : undefined);
    if (message) problems.push({ part: `${part}.${slot.slot}`, label: slot.label, message });
  }
  for (const key of Object.keys(att).filter((k) => !known.has(k)))
    problems.push({ part: `${part}.${key}`, label: '附件', message: `未知的附件类别：${key}` });
  return problems;
}
