import type { AttachmentPreview } from '@rer/contracts';
import { Alert, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

const frameStyle = { width: '100%', height: '70vh', border: 0 } as const;

/** Cells keyed by position: a read-only grid has no other identity, and it never reorders. */
function keyed(rows: string[][]): { key: string; cells: { key: string; text: string }[] }[] {
  return rows.map((cells, r) => ({
    key: `r${r}`,
    cells: cells.map((text, c) => ({ key: `r${r}c${c}`, text })),
  }));
}

/** A sheet as a plain scrolling table (antd's Table is heavy for 500 × 50 read-only cells). */
function SheetTable({ rows }: { rows: string[][] }) {
  return (
    <div style={{ maxHeight: '60vh', overflow: 'auto' }}>
      <table className="rer-sheet" style={{ borderCollapse: 'collapse', fontSize: 12 }}>
        <tbody>
          {keyed(rows).map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell) => (
                <td
                  key={cell.key}
                  style={{ border: '1px solid #e5e5e5', padding: '2px 6px', whiteSpace: 'pre-wrap' }}
                >
                  {cell.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The dialog's content per kind. Word HTML (already sanitised by the server) goes into a frame with
 * an empty `sandbox`: no script can run in it even if something slipped through. Images, PDFs and
 * video load the server's short-lived signed link.
 */
export function PreviewBody({ preview }: { preview: AttachmentPreview }) {
  const { t } = useTranslation();
  switch (preview.kind) {
    case 'image':
      return <img src={preview.inlineUrl} alt={preview.originalName} style={{ maxWidth: '100%' }} />;
    case 'pdf':
      return <iframe title={preview.originalName} src={preview.inlineUrl} style={frameStyle} />;
    case 'video':
      // User-uploaded videos come without captions; the empty track satisfies the element's contract.
      return (
        <video data-testid="attachment-video" src={preview.inlineUrl} controls style={{ width: '100%' }}>
          <track kind="captions" />
        </video>
      );
    case 'text':
      return (
        <>
          {preview.truncated && <Alert type="info" showIcon title={t('attachments.truncated')} />}
          <pre style={{ maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre-wrap' }}>{preview.text}</pre>
        </>
      );
    case 'word':
      return <iframe title={preview.originalName} sandbox="" srcDoc={preview.html} style={frameStyle} />;
    case 'excel':
      return (
        <Tabs
          items={preview.sheets.map((sheet, i) => ({
            key: String(i),
            label: sheet.name,
            children: (
              <>
                {sheet.truncated && <Alert type="info" showIcon title={t('attachments.truncated')} />}
                <SheetTable rows={sheet.rows} />
              </>
            ),
          }))}
        />
      );
  }
}
