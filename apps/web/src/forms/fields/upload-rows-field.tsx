import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadedFile, UploadRow } from '@rer/domain';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { message } from '../../lib/feedback';
import { EnvelopeError, HttpStatusError } from '../../lib/http';
import { useFormRuntime } from '../engine/runtime';
import { getFieldImplementation } from '../registry/widget-registry';
import type { FieldControlProps } from '../types';
import { pickProblem, uploadToAttachments } from './upload-checks';

type Files = Record<string, UploadedFile[]>;

const filesOf = (value: unknown): Files =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Files) : {};

/**
 * upload rows (000 §5, 001 §9): one line per required material with its accepted types, size in
 * MB and file count; the other-materials line takes the listed types. Uses the attachments
 * feature's component when it registered one (`registerFieldImplementation('upload', …)`).
 */
export function UploadRowsField(props: FieldControlProps) {
  const Registered = getFieldImplementation('upload');
  if (Registered) return <Registered {...props} />;
  return <UploadRowsList {...props} />;
}

function UploadRowsList({ field, state, id, value, onChange, partErrors }: FieldControlProps) {
  const { services } = useFormRuntime();
  const [busy, setBusy] = useState<string | null>(null);
  if (field.type !== 'upload') return null;
  const files = filesOf(value);
  const upload = services.uploadFile ?? uploadToAttachments;

  const setRow = (row: UploadRow, next: UploadedFile[]) => {
    const copy: Files = { ...files };
    if (next.length === 0) delete copy[row.prop];
    else copy[row.prop] = next;
    onChange?.(Object.keys(copy).length === 0 ? undefined : copy);
  };

  const pick = async (row: UploadRow, file: File) => {
    const current = files[row.prop] ?? [];
    const problem = pickProblem(row, file, current.length);
    if (problem) {
      message.error(problem);
      return;
    }
    setBusy(row.prop);
    try {
      const stored = await upload(file, row, field);
      setRow(row, [...current, stored]);
    } catch (error) {
      // The http client has shown the server's message already; other failures say 上传失败！.
      if (!(error instanceof EnvelopeError || error instanceof HttpStatusError)) message.error('上传失败！');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div id={id} className="rer-upload-rows">
      {field.rows.map((row) => {
        const list = files[row.prop] ?? [];
        const error = partErrors?.[`${field.prop}.${row.prop}`];
        return (
          <div
            key={row.prop}
            data-testid={`upload-row-${row.prop}`}
            style={{ padding: '6px 0', borderBottom: '1px dashed #eee' }}
          >
            <Space wrap align="start">
              <Typography.Text strong>
                {row.required && <span style={{ color: '#ff4d4f' }}>* </span>}
                {row.label}
              </Typography.Text>
              <Typography.Text type="secondary">
                {`支持 ${row.accept.join('、')}，单个不超过${row.maxSize ?? 50}M${row.fileLimit ? `，最多${row.fileLimit}个` : ''}`}
              </Typography.Text>
              {!state.disabled && (
                <Upload
                  accept={row.accept.map((extension) => `.${extension}`).join(',')}
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void pick(row, file);
                    return false;
                  }}
                >
                  <Button
                    size="small"
                    icon={<UploadOutlined />}
                    loading={busy === row.prop}
                    aria-label={`上传${row.label}`}
                  >
                    上传
                  </Button>
                </Upload>
              )}
            </Space>
            {row.detail && <div style={{ color: '#999' }}>{row.detail}</div>}
            {list.map((file) => (
              <div key={file.attachId}>
                <PaperClipOutlined /> <span>{file.originalName}</span>
                {!state.disabled && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      setRow(
                        row,
                        list.filter((f) => f !== file),
                      )
                    }
                  >
                    删除
                  </Button>
                )}
              </div>
            ))}
            {error && (
              <div className="ant-form-item-explain-error" role="alert">
                {error}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
