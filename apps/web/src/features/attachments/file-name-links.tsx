import { Space, Typography } from 'antd';
import type { AttachmentRef } from './api';
import { downloadAttachment } from './preview-dialog';

/**
 * The attachments of a table cell (001 §2.2): `originalName` as comma-separated names with the
 * ids comma-separated beside them, or (app 550063 `attchments`) a JSON list of
 * `{attachId, originalName}`. Unparseable values give no links.
 */
export function attachmentsFromCell(value: unknown, attachIds?: unknown): AttachmentRef[] {
  if (Array.isArray(value)) return value.filter(isRef);
  if (typeof value !== 'string' || value.trim() === '' || value.trim() === '@') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter(isRef) : [];
    } catch {
      return [];
    }
  }
  const names = text.split(',').map((n) => n.trim());
  const ids = typeof attachIds === 'string' ? attachIds.split(',').map((i) => i.trim()) : [];
  return names
    .map((originalName, i) => ({ originalName, attachId: ids[i] ?? '' }))
    .filter((r) => r.originalName !== '' && r.attachId !== '');
}

function isRef(item: unknown): item is AttachmentRef {
  const r = item as Partial<AttachmentRef> | null;
  return typeof r?.attachId === 'string' && r.attachId !== '' && typeof r.originalName === 'string';
}

/** Each file name as a link that downloads the file under its name. */
export function FileNameLinks({ files }: { files: readonly AttachmentRef[] }) {
  if (files.length === 0) return null;
  return (
    <Space size={[8, 0]} wrap>
      {files.map((f) => (
        <Typography.Link key={f.attachId} onClick={() => void downloadAttachment(f.attachId, f.originalName)}>
          {f.originalName}
        </Typography.Link>
      ))}
    </Space>
  );
}
