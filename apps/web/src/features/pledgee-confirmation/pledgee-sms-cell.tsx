import { PLEDGEE_SMS_HINT, PLEDGEE_SMS_PROMPT } from '@rer/contracts';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { message, modal } from '../../lib/feedback';
import { type AttachmentRef, PreviewDialog } from '../attachments';
import { pledgeeApi } from './api';

export interface PledgeeSmsCellProps {
  /** The application (row) uuid. */
  uuid: string;
  /** The row's attchments: the JSON list of { attachId, originalName } or the list itself (001 §2.2). */
  attachments: string | readonly AttachmentRef[] | null | undefined;
  /** 已办 disables the resend link (001 §2.2). */
  taskItemState?: string | null;
}

export function attachmentsOf(value: PledgeeSmsCellProps['attachments']): AttachmentRef[] {
  if (Array.isArray(value)) return [...value];
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed)
      ? parsed.filter(
          (f): f is AttachmentRef => typeof f?.attachId === 'string' && typeof f?.originalName === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** 确定发送确认短信？ then the send: the spec's hint on success, the server's refusal or 发送失败. */
export function sendConfirmSms(uuid: string): void {
  modal.confirm({
    title: '提示',
    content: PLEDGEE_SMS_PROMPT,
    onOk: async () => {
      const answer = await pledgeeApi.sendSms(uuid).catch(() => null);
      if (answer?.success) message.success(PLEDGEE_SMS_HINT);
      else message.error(answer?.msg || '发送失败');
    },
  });
}

/**
 * The 550063 list's attchments / 重发确认短信 column (001 §2.2): a link per stored attachment (the
 * pledgee's 人脸识别 picture, previewed), else 重发确认短信 — disabled once the task is 已办.
 */
export function PledgeeSmsCell({ uuid, attachments, taskItemState }: PledgeeSmsCellProps) {
  const files = attachmentsOf(attachments);
  const [preview, setPreview] = useState<AttachmentRef | null>(null);
  if (files.length === 0) {
    const done = taskItemState === '已办';
    // antd still calls onClick on a disabled link: the handler itself refuses.
    return (
      <Typography.Link disabled={done} onClick={() => !done && sendConfirmSms(uuid)}>
        重发确认短信
      </Typography.Link>
    );
  }
  return (
    <Space size={[8, 0]} wrap>
      {files.map((f) => (
        <Typography.Link key={f.attachId} onClick={() => setPreview(f)}>
          {f.originalName}
        </Typography.Link>
      ))}
      <PreviewDialog
        attachId={preview?.attachId ?? null}
        originalName={preview?.originalName}
        onClose={() => setPreview(null)}
      />
    </Space>
  );
}
