import { UploadOutlined } from '@ant-design/icons';
import {
  DECLARATION_FILE_EXTENSIONS,
  DECLARATION_FILE_MESSAGES,
  type DeclarationFile,
  type DeclarationSlot,
  declarationFileProblem,
} from '@rer/domain';
import { Button, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { attachmentApi, FileNameLinks } from '../../features/attachments';
import { message } from '../../lib/feedback';
import { EnvelopeError, isCancelledError } from '../../lib/http';

export type SlotFiles = Record<string, DeclarationFile[]>;

export interface AttachmentSlotsProps {
  slots: readonly DeclarationSlot[];
  value: SlotFiles;
  onChange: (value: SlotFiles) => void;
  readOnly: boolean;
  /** Slot → message of the last check (请上传文件 …). */
  errors: Readonly<Record<string, string>>;
  /** Sends one file; the default is put-model-file-attach. */
  upload?: (file: File) => Promise<{ attachId: string; originalName: string; size?: number }>;
  /** Each slot's cell is `<testIdPrefix>-<slot>` (the files, the upload button, its message). */
  testIdPrefix: string;
}

/** put-model-file-attach with the declarations' rule (001 §5.10). */
const uploadModelFile = (file: File) =>
  attachmentApi.upload(file, { accept: DECLARATION_FILE_EXTENSIONS, maxSizeMb: 50, model: true });

/**
 * A declaration's attachment slots — the pledge's 1011–1014 + att5 (001 §3.9), the judicial
 * 1015–1017 + att4 (§3.10): each file checked before it is sent (只能上传JPG、PNG、PDF文件, 文件不能超过
 * 50MB, 超出最大文件上传数量, §5.10), the server checking again.
 */
export function DeclarationSlots({
  slots,
  value,
  onChange,
  readOnly,
  errors,
  upload = uploadModelFile,
  testIdPrefix,
}: AttachmentSlotsProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const send = upload;

  async function pick(slot: DeclarationSlot, file: File) {
    const current = value[slot.slot] ?? [];
    const problem = declarationFileProblem({ name: file.name, size: file.size }, current.length, slot);
    if (problem) {
      void message.error(problem);
      return;
    }
    setBusy(slot.slot);
    try {
      const stored = await send(file);
      onChange({ ...value, [slot.slot]: [...current, { ...stored, size: stored.size ?? file.size }] });
    } catch (error) {
      // The transport has shown the server's msg; anything else says 上传失败！.
      if (!(error instanceof EnvelopeError) && !isCancelledError(error)) void message.error('上传失败！');
    } finally {
      setBusy(null);
    }
  }

  const remove = (slot: string, attachId: string) =>
    onChange({ ...value, [slot]: (value[slot] ?? []).filter((f) => f.attachId !== attachId) });

  return (
    <>
      <Table<DeclarationSlot>
        rowKey="slot"
        size="small"
        pagination={false}
        dataSource={[...slots]}
        columns={[
          {
            title: '材料',
            dataIndex: 'label',
            render: (label: string, slot) => (
              <span>
                {slot.required && <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
                {label}
              </span>
            ),
          },
          {
            title: '文件',
            key: 'files',
            render: (_, slot) => (
              <Space direction="vertical" size={4} data-testid={`${testIdPrefix}-${slot.slot}`}>
                <FileNameLinks files={value[slot.slot] ?? []} />
                {!readOnly &&
                  (value[slot.slot] ?? []).map((f) => (
                    <Typography.Link
                      key={f.attachId}
                      type="danger"
                      onClick={() => remove(slot.slot, f.attachId)}
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
                      void pick(slot, file);
                      return Upload.LIST_IGNORE;
                    }}
                  >
                    <Button
                      icon={<UploadOutlined />}
                      loading={busy === slot.slot}
                      aria-label={`上传 ${slot.label}`}
                    >
                      上传
                    </Button>
                  </Upload>
                )}
                {errors[slot.slot] && <Typography.Text type="danger">{errors[slot.slot]}</Typography.Text>}
              </Space>
            ),
          },
        ]}
      />
      {!readOnly && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {DECLARATION_FILE_MESSAGES.type}，{DECLARATION_FILE_MESSAGES.size}
        </Typography.Text>
      )}
    </>
  );
}
