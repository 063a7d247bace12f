import type { AttachmentPreview, UploadedAttachment } from '@rer/contracts';
import { type DownloadedFile, EnvelopeError, http } from '../../lib/http';

const OSS = '/api/blade-resource/oss/endpoint';

export const attachmentUrls = {
  upload: `${OSS}/put-file-attach`,
  uploadModel: `${OSS}/put-model-file-attach`,
  download: `${OSS}/downloadFile`,
  publicDownload: '/api/blade-resource/nonds/oss/endpoint/downloadFile',
  preview: '/api/blade-resource/attachments/preview',
} as const;

/** What forms and tables keep of an uploaded file (the spec's attachment: attachId, originalName). */
export interface AttachmentRef {
  attachId: string;
  originalName: string;
}

export interface UploadOptions {
  /** The row's accept list (extensions); the server checks it against its allow-list and the bytes. */
  accept?: readonly string[];
  maxSizeMb?: number;
  /** `put-model-file-attach` (pledge and judicial uploads). */
  model?: boolean;
  signal?: AbortSignal;
}

export const attachmentApi = {
  /** Uploads one file; rejects with `EnvelopeError` (the transport has shown the server's msg). */
  async upload(file: File, options: UploadOptions = {}): Promise<UploadedAttachment> {
    const body = new FormData();
    if (options.accept) body.append('accept', options.accept.join(','));
    if (options.maxSizeMb !== undefined) body.append('maxSize', String(options.maxSizeMb));
    body.append('file', file, file.name);
    const answer = await http.post<UploadedAttachment>(
      options.model ? attachmentUrls.uploadModel : attachmentUrls.upload,
      body,
      {
        signal: options.signal,
      },
    );
    if (!answer.success) throw new EnvelopeError(answer, attachmentUrls.upload);
    return answer.data;
  },
  preview: (attachId: string, signal?: AbortSignal) =>
    http.getData<AttachmentPreview>(attachmentUrls.preview, { params: { attachId }, signal }),
  download: (attachId: string): Promise<DownloadedFile> =>
    http.download(attachmentUrls.download, { params: { attachId } }),
};
