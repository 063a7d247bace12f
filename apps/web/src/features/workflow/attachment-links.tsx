import { type FormSchema, listFields, type UploadedFile } from '@rer/domain';
import { Empty, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewDialog } from '../attachments';

/**
 * The attachments of an application: the files of its upload fields, labelled by field and row, as
 * file-name links opening the attachments feature's preview dialog (预览, 关闭, 下载).
 */
export interface AttachmentEntry {
  label: string;
  file: UploadedFile;
}

const isFile = (value: unknown): value is UploadedFile =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as UploadedFile).attachId === 'string' &&
  typeof (value as UploadedFile).originalName === 'string';

/** Every uploaded file of the form data, labelled "field / row". */
export function attachmentsOf(schema: FormSchema, formData: Record<string, unknown>): AttachmentEntry[] {
  const entries: AttachmentEntry[] = [];
  for (const { field } of listFields(schema)) {
    if (field.type !== 'upload') continue;
    const value = formData[field.prop];
    if (value === null || typeof value !== 'object') continue;
    for (const row of field.rows) {
      const files = (value as Record<string, unknown>)[row.prop];
      if (!Array.isArray(files)) continue;
      for (const file of files.filter(isFile))
        entries.push({ label: `${field.label ?? field.prop} / ${row.label}`, file });
    }
  }
  return entries;
}

export function AttachmentLinks({ entries }: { entries: AttachmentEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<UploadedFile | null>(null);
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workflow.noAttachments')} />;
  return (
    <>
      <List
        size="small"
        dataSource={entries}
        renderItem={(entry) => (
          <List.Item key={entry.file.attachId}>
            <Typography.Text type="secondary">{entry.label}：</Typography.Text>
            <Typography.Link onClick={() => setOpen(entry.file)} data-testid="attachment-link">
              {entry.file.originalName}
            </Typography.Link>
          </List.Item>
        )}
      />
      <PreviewDialog
        attachId={open?.attachId ?? null}
        originalName={open?.originalName ?? ''}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
