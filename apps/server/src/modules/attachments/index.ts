/** The attachments module's use-cases for other modules (the workflow binds and lists). */
export {
  type AttachmentOwnerKind,
  type BindAttachmentsInput,
  bindAttachments,
  canSeeAttachment,
  isRegisteredOwnerKind,
  listRecordAttachments,
  registerAttachmentOwnerKind,
} from './access.js';
export { insertAttachment, listByOwner } from './attachment.repository.js';
export { DOCX_PREVIEW_POLICY, escapeHtml, type HtmlPolicy, sanitizeHtml } from './html-sanitize.js';
export type { AttachmentRouteDeps } from './route-support.js';
export { attachmentsPlugin } from './routes.js';
