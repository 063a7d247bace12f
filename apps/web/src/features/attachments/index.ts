/** Attachments on the web: preview dialog, upload rows for forms, file-name links for tables. */
export { type AttachmentRef, attachmentApi, attachmentUrls, type UploadOptions } from './api';
export { attachmentsFromCell, FileNameLinks } from './file-name-links';
export { downloadAttachment, PreviewDialog, type PreviewDialogProps } from './preview-dialog';
export { UploadRows, type UploadRowsProps } from './upload-rows';
export {
  acceptOf,
  checkBeforeUpload,
  limitOf,
  maxSizeOf,
  missingRequired,
  type UploadRefusal,
  type UploadRowConfig,
  type UploadRowsValue,
} from './upload-rules';
