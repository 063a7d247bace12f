import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../lib/feedback';
import { EnvelopeError, isCancelledError } from '../../lib/http';
import { type AttachmentRef, attachmentApi } from './api';
import { FileNameLinks } from './file-name-links';
import {
  acceptOf,
  checkBeforeUpload,
  maxSizeOf,
  type UploadRowConfig,
  type UploadRowsValue,
} from './upload-rules';

export interface UploadRowsProps {
  rows: readonly UploadRowConfig[];
  value?: UploadRowsValue;
  onChange?: (value: UploadRowsValue) => void;
  /** Detail and approval views: links only. */
  readOnly?: boolean;
  /** Rows to mark as failed validation (from `missingRequired`). */
  errors?: Readonly<Record<string, string>>;
}

/**
 * Upload rows of a form (000 §5): one row per material with its accept list, size and count
 * limits; required rows carry a *. A file is uploading, then either added to the value (success)
 * or removed from the list (failure, the server's msg or 上传失败！) — 000 §4.
 */
export function UploadRows({ rows, value = {}, onChange, readOnly, errors = {} }: UploadRowsProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<Record<string, UploadFile[]>>({});

  const setRowUploading = (prop: string, update: (files: UploadFile[]) => UploadFile[]) =>
    setUploading((prev) => ({ ...prev, [prop]: update(prev[prop] ?? []) }));

  async function send(row: UploadRowConfig, file: File & { uid: string }) {
    setRowUploading(row.prop, (files) => [...files, { uid: file.uid, name: file.name, status: 'uploading' }]);
    try {
      const answer = await attachmentApi.upload(file, {
        accept: acceptOf(row),
        maxSizeMb: maxSizeOf(row),
        model: row.model,
      });
      const ref: AttachmentRef = { attachId: answer.attachId, originalName: answer.originalName };
      onChange?.({ ...value, [row.prop]: [...(value[row.prop] ?? []), ref] });
    } catch (error) {
      // Envelope failures were shown by the transport (the server's msg); others get 上传失败！.
      if (!(error instanceof EnvelopeError) && !isCancelledError(error))
        message.error(t('attachments.uploadFailed'));
    } finally {
      setRowUploading(row.prop, (files) => files.filter((f) => f.uid !== file.uid));
    }
  }

  function beforeUpload(row: UploadRowConfig, file: File & { uid: string }) {
    const pending = (value[row.prop]?.length ?? 0) + (uploading[row.prop]?.length ?? 0);
    const refusal = checkBeforeUpload(row, file, pending);
    if (refusal) {
      message.error(t(`attachments.${refusal.key}`, refusal.key === 'fileSize' ? { n: refusal.n } : {}));
      return Upload.LIST_IGNORE;
    }
    void send(row, file);
    return false;
  }

  function remove(row: UploadRowConfig, attachId: string) {
    onChange?.({ ...value, [row.prop]: (value[row.prop] ?? []).filter((f) => f.attachId !== attachId) });
  }

  return (
    <Table<UploadRowConfig>
      rowKey="prop"
      size="small"
      pagination={false}
      dataSource={[...rows]}
      columns={[
        {
          title: t('attachments.material'),
          dataIndex: 'label',
          render: (label: string, row) => (
            <span>
              {row.required && <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
              {label}
            </span>
          ),
        },
        {
          title: t('attachments.file'),
          key: 'files',
          render: (_, row) => (
            <Space direction="vertical" size={4}>
              <FileNameLinks files={value[row.prop] ?? []} />
              {!readOnly &&
                (value[row.prop] ?? []).map((f) => (
                  <Typography.Link key={f.attachId} type="danger" onClick={() => remove(row, f.attachId)}>
                    {t('attachments.remove')} {f.originalName}
                  </Typography.Link>
                ))}
              {!readOnly && (
                <Upload
                  accept={acceptOf(row)
                    .map((e) => `.${e}`)
                    .join(',')}
                  multiple={false}
                  fileList={uploading[row.prop] ?? []}
                  beforeUpload={(file) => beforeUpload(row, file)}
                  showUploadList={{ showRemoveIcon: false }}
                >
                  <Button icon={<UploadOutlined />} aria-label={`${t('attachments.upload')} ${row.label}`}>
                    {t('attachments.upload')}
                  </Button>
                </Upload>
              )}
              {!readOnly && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('attachments.acceptHint', { types: acceptOf(row).join('、'), n: maxSizeOf(row) })}
                </Typography.Text>
              )}
              {errors[row.prop] && <Typography.Text type="danger">{errors[row.prop]}</Typography.Text>}
            </Space>
          ),
        },
      ]}
    />
  );
}
