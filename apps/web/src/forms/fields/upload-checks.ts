import type { UploadedAttachment } from '@rer/contracts';
import {
  DEFAULT_UPLOAD_MAX_SIZE_MB,
  FORM_MESSAGES,
  type FormField,
  fileExtension,
  fileTooLargeMessage,
  type UploadedFile,
  type UploadRow,
} from '@rer/domain';
import { http } from '../../lib/http';

/** The upload call of the attachments module (issue 6); rows pass their own limits along. */
export const UPLOAD_URL = '/api/blade-resource/oss/endpoint/put-file-attach';

/**
 * Why a picked file cannot join a row (000 §5), checked before uploading, with the spec's
 * messages: type, size, count. The server checks again.
 */
export function pickProblem(
  row: UploadRow,
  file: { name: string; size: number },
  already: number,
): string | null {
  if (row.fileLimit !== undefined && already + 1 > row.fileLimit) return FORM_MESSAGES.fileCount;
  const accepted = row.accept.map((extension) => extension.toLowerCase());
  if (!accepted.includes(fileExtension(file.name))) return FORM_MESSAGES.fileType;
  const maxSize = row.maxSize ?? DEFAULT_UPLOAD_MAX_SIZE_MB;
  if (file.size > maxSize * 1024 * 1024) return fileTooLargeMessage(maxSize);
  return null;
}

/** The default uploader: multipart to the attachments endpoint with the row's accept list and size. */
export async function uploadToAttachments(
  file: File,
  row: UploadRow,
  _field: FormField,
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await http.post<UploadedAttachment>(UPLOAD_URL, body, {
    params: { accept: row.accept.join(','), maxSize: row.maxSize ?? DEFAULT_UPLOAD_MAX_SIZE_MB },
  });
  if (!answer.success) throw new Error(answer.msg || '上传失败！');
  const { attachId, originalName, size } = answer.data;
  return { attachId, originalName, size };
}
