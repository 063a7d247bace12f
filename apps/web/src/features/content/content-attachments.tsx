import type { ContentAttachment } from '@rer/contracts';
import { List } from 'antd';

const PUBLIC_DOWNLOAD = '/api/blade-resource/nonds/oss/endpoint/downloadFile';

/** An item's PDFs, as public download links (served once the item is published). */
export function PublicAttachments({ files, tenantId }: { files: ContentAttachment[]; tenantId: string }) {
  if (files.length === 0) return null;
  return (
    <List
      size="small"
      header="附件"
      bordered
      style={{ marginTop: 24 }}
      dataSource={files}
      renderItem={(f) => (
        <List.Item>
          <a
            href={`${PUBLIC_DOWNLOAD}?${new URLSearchParams({ attachId: f.attachId, tenantId })}`}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="content-attachment"
          >
            {f.originalName}
          </a>
        </List.Item>
      )}
    />
  );
}
