import type { AttachZipAnswer } from '@rer/contracts';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { http } from '../../lib/http';
import { downloadAttachment } from '../attachments';

/** 002 §7: POST evidencePrint/getAttachZip (applyName, attachments) → the package's download link. */
export const ATTACH_ZIP_URL = '/api/rem-registrationbizweb/evidencePrint/getAttachZip';

export interface EvidenceZipButtonProps {
  uuid: string;
  bizSn: string;
  /** The business name the package is named after (the page title). */
  applyName: string;
}

/**
 * 下载存证材料包: the server packs the application's attachments with their SHA-256 and SM3, its
 * evidence receipts and a verification guide, stores the zip as an attachment of the caller and
 * answers its link; the file is then downloaded like any attachment (its access rule applies).
 * A refusal's message is shown by the transport; an answer without a link says 获取下载地址失败.
 */
export function EvidenceZipButton({ uuid, bizSn, applyName }: EvidenceZipButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      // The server takes at most 60 characters (the name of the package file).
      const name = applyName.trim().slice(0, 60) || bizSn;
      const answer = await http.post<AttachZipAnswer>(ATTACH_ZIP_URL, { applyName: name, uuid, bizSn });
      if (!answer.success) return;
      if (!answer.data?.attachId || !answer.data.link) {
        message.error(t('evidence.zip.noLink'));
        return;
      }
      await downloadAttachment(answer.data.attachId, answer.data.name);
    } catch {
      // The transport has shown why (network, timeout); a cancelled request says nothing.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={t('evidence.zip.tip')}>
      <Button loading={busy} onClick={() => void run()} data-testid="download-evidence-zip">
        {t('evidence.zip.button')}
      </Button>
    </Tooltip>
  );
}
