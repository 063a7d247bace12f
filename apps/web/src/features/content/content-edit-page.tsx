import type { ContentCategory, ContentItem } from '@rer/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Spin } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { message } from '../../lib/feedback';
import { type AttachmentRef, UploadRows, type UploadRowsValue } from '../attachments';
import { type ContentDraft, contentApi } from './api';
import { ContentHistory } from './content-history';
import { withSignedImages } from './editor-image';
import { CATEGORY_OPTIONS, STATUS_LABELS, takesAttachments } from './labels';

// The editor (Quill and its styles) loads only when this page shows it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const PDF_ROW = { prop: 'pdf', label: '附件（PDF）', accept: ['pdf'], limit: 10 } as const;

interface Fields {
  category: ContentCategory;
  title: string;
  source?: string;
}

/** The item with its images shown through signed links (a draft's are not public yet). */
async function loadForEditing(id: string, signal: AbortSignal): Promise<ContentItem> {
  const item = await contentApi.detail(id, signal);
  return { ...item, bodyHtml: await withSignedImages(item.bodyHtml) };
}

/**
 * /contentAdmin/edit[?id=] (staff, from 内容发布): writes a policy, news item, announcement or
 * temporary bulletin in the rich-text editor, saves it as a draft and sends it for review (ADR 83).
 */
export default function ContentEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const item = useQuery({
    queryKey: ['content-edit', id],
    queryFn: ({ signal }) => loadForEditing(id, signal),
    enabled: id !== '',
    gcTime: 0,
  });
  if (id !== '' && item.isPending) return <Spin style={{ margin: 48 }} />;
  if (item.isError)
    return <Alert type="error" showIcon message={(item.error as Error).message} style={{ margin: 24 }} />;
  return <ContentEditor key={id} item={item.data ?? null} initialCategory={params.get('category')} />;
}

function ContentEditor({
  item,
  initialCategory,
}: {
  item: ContentItem | null;
  initialCategory: string | null;
}) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const category = Form.useWatch('category', form);
  const body = useRef(item?.bodyHtml ?? '');
  const editor = useRef<{ html(): string } | null>(null);
  const [files, setFiles] = useState<UploadRowsValue>({ pdf: (item?.attachments ?? []) as AttachmentRef[] });
  const [busy, setBusy] = useState(false);
  const editable = item === null || ['draft', 'returned', 'unpublished'].includes(item.status);

  async function save(andSubmit: boolean) {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const draft: ContentDraft = {
        ...(item ? { id: item.id, version: item.version } : {}),
        ...values,
        bodyHtml: editor.current?.html() ?? body.current,
        attachIds: takesAttachments(values.category) ? (files.pdf ?? []).map((f) => f.attachId) : [],
      };
      const saved = await contentApi.save(draft);
      if (andSubmit) await contentApi.submit(saved.id, saved.version);
      message.success(andSubmit ? '已提交审核' : '保存成功');
      await queries.invalidateQueries({ queryKey: ['content-admin'] });
      navigate(andSubmit ? '/contentAdmin' : `/contentAdmin/edit?id=${saved.id}`, { replace: !andSubmit });
    } catch {
      // The transport has shown the server's refusal (the field it names).
    } finally {
      setBusy(false);
    }
  }

  const startCategory = (CATEGORY_OPTIONS.find((o) => o.value === initialCategory)?.value ??
    'policy') as ContentCategory;
  return (
    <Card
      title={item ? `编辑内容（${STATUS_LABELS[item.status].text}）` : '新建内容'}
      extra={<Button onClick={() => navigate('/contentAdmin')}>返回列表</Button>}
      data-testid="content-edit"
    >
      {item?.status === 'returned' && item.reviewComment && (
        <Alert
          type="warning"
          showIcon
          message={`退回意见：${item.reviewComment}`}
          style={{ marginBottom: 16 }}
        />
      )}
      {!editable && <Alert type="info" showIcon message="该内容当前不能修改" style={{ marginBottom: 16 }} />}
      <Form<Fields>
        form={form}
        name="content-edit"
        layout="vertical"
        disabled={!editable || busy}
        initialValues={{
          category: item?.category ?? startCategory,
          title: item?.title ?? '',
          source: item?.source ?? '',
        }}
      >
        <Space wrap size="large">
          <Form.Item name="category" label="栏目" rules={[{ required: true, message: '请选择栏目' }]}>
            <Select options={CATEGORY_OPTIONS} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="source" label="来源">
            <Input maxLength={50} style={{ width: 240 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请输入标题' }]}
        >
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item label="正文" required>
          <Suspense fallback={<Spin />}>
            <RichTextEditor
              initialHtml={item?.bodyHtml ?? ''}
              onChange={(html) => {
                body.current = html;
              }}
              handle={editor}
            />
          </Suspense>
        </Form.Item>
        {takesAttachments(category) && (
          <Form.Item label="附件">
            <UploadRows rows={[PDF_ROW]} value={files} onChange={setFiles} readOnly={!editable} />
          </Form.Item>
        )}
      </Form>
      {editable && (
        <Space>
          <Button onClick={() => void save(false)} loading={busy} data-testid="content-save">
            保存草稿
          </Button>
          <Button type="primary" onClick={() => void save(true)} loading={busy} data-testid="content-submit">
            提交审核
          </Button>
        </Space>
      )}
      {item && <ContentHistory id={item.id} />}
    </Card>
  );
}
