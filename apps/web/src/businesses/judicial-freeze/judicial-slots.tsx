import { UploadOutlined } from '@ant-design/icons';
import { JUDICIAL_MESSAGES, JUDICIAL_SLOTS, JUDICIAL_UPLOAD_EXTENSIONS, slotProblem } from '@rer/domain';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { attachmentApi, FileNameLinks } from '../../features/attachments';
import { message } from '../../lib/feedback';
import { EnvelopeError, isCancelledError } from '../../lib/http';

/** A slot's files as the declaration keeps them (size in bytes, checked again by the server). */
export interface SlotFile {
  attachId: string;
  originalName: string;
  size?: number;
}
export type SlotFiles = Record<string, SlotFile[]>;

/**
 * The attachments of one declaration row (001 §3.10: 1015–1017 one file each, required; att4
 * other), uploaded through put-model-file-attach. A file is refused before it is sent with the
 * messages of 001 §5.10: 只能上传JPG、PNG、PDF文件, 文件不能超过 50MB, 超出最大文件上传数量.
 */
export function JudicialSlots(props: {
  value: SlotFiles;
  onChange: (value: SlotFiles) => void;
  readOnly: boolean;
  errors: Readonly<Record<string, string>>;
}) {
  const { value, onChange, readOnly, errors } = props;
  const [busy, setBusy] = useState<string | null>(null);

  async function send(slot: (typeof JUDICIAL_SLOTS)[number], file: File) {
    const files = value[slot.key] ?? [];
    const refused = slotProblem(
      [...files, { attachId: 'new', originalName: file.name, size: file.size }],
      slot,
    );
    if (refused) {
      message.error(refused);
      return;
    }
    setBusy(slot.key);
    try {
      const answer = await attachmentApi.upload(file, {
        accept: JUDICIAL_UPLOAD_EXTENSIONS,
        maxSizeMb: 50,
        model: true,
      });
      const ref = { attachId: answer.attachId, originalName: answer.originalName, size: file.size };
      onChange({ ...value, [slot.key]: [...files, ref] });
    } catch (error) {
      // The transport showed the server's msg; anything else is 上传失败！ (001 §8).
      if (!(error instanceof EnvelopeError) && !isCancelledError(error)) message.error('上传失败！');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div data-testid="judicial-slots">
      {JUDICIAL_SLOTS.map((slot) => (
        <div key={slot.key} data-testid={`judicial-slot-${slot.key}`} style={{ marginBottom: 8 }}>
          <Space wrap>
            <span>
              {slot.required && <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
              {slot.label}
            </span>
            <FileNameLinks files={value[slot.key] ?? []} />
            {!readOnly &&
              (value[slot.key] ?? []).map((f) => (
                <Typography.Link
                  key={f.attachId}
                  type="danger"
                  onClick={() =>
                    onChange({ ...value, [slot.key]: (value[slot.key] ?? []).filter((x) => x !== f) })
                  }
                >
                  删除 {f.originalName}
                </Typography.Link>
              ))}
            {!readOnly && (
              <Upload
                accept=".jpg,.jpeg,.png,.pdf"
                multiple={false}
                showUploadList={false}
                beforeUpload={(file) => {
                  void send(slot, file);
                  return false;
                }}
              >
                <Button
                  size="small"
                  icon={<UploadOutlined />}
                  loading={busy === slot.key}
                  aria-label={`上传 ${slot.label}`}
                >
                  上传
                </Button>
              </Upload>
            )}
          </Space>
          {errors[slot.key] && (
            <div>
              <Typography.Text type="danger">{errors[slot.key]}</Typography.Text>
            </div>
          )}
        </div>
      ))}
      {!readOnly && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {JUDICIAL_MESSAGES.fileType}，{JUDICIAL_MESSAGES.fileSize}
        </Typography.Text>
      )}
    </div>
  );
}
