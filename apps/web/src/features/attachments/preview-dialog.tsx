import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { saveDownloadedFile } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { attachmentApi } from './api';
import { PreviewBody } from './preview-body';

export interface PreviewDialogProps {
  /** The attachment to show; null closes the dialog. */
  attachId: string | null;
  originalName?: string;
  onClose: () => void;
}

/** Downloads an attachment under the server's name (or the known one); 下载失败 when nothing came. */
export async function downloadAttachment(attachId: string, fallbackName?: string): Promise<void> {
  try {
    const file = await attachmentApi.download(attachId);
    if (file.blob.size === 0) {
      message.error(i18n.t('attachments.downloadFailed'));
      return;
    }
    saveDownloadedFile(file, fallbackName);
  } catch {
    // The transport has shown the server's message.
  }
}

/** The file preview dialog (000 §2, 001 §2.8): 预览 with 关闭 and 下载. */
export function PreviewDialog({ attachId, originalName, onClose }: PreviewDialogProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const query = useQuery({
    queryKey: ['attachments', 'preview', attachId],
    queryFn: ({ signal }) => attachmentApi.preview(attachId ?? '', signal),
    enabled: attachId !== null,
    // Signed links live five minutes: never reuse an old answer.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const name = query.data?.originalName ?? originalName;

  async function download() {
    if (!attachId) return;
    setDownloading(true);
    await downloadAttachment(attachId, name);
    setDownloading(false);
  }

  return (
    <Modal
      open={attachId !== null}
      title={t('attachments.previewTitle')}
      width="80%"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('attachments.close')}
        </Button>,
        <Button key="download" type="primary" loading={downloading} onClick={download}>
          {t('attachments.download')}
        </Button>,
      ]}
    >
      {query.isPending && attachId !== null && <Spin tip={t('attachments.loading')} />}
      {query.isError && <Empty description={t('attachments.unsupported')} />}
      {query.data && <PreviewBody preview={query.data} />}
    </Modal>
  );
}
