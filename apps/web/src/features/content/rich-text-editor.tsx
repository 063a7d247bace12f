import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import './rich-text.css';
import { type RefObject, useEffect, useRef } from 'react';
import { message } from '../../lib/feedback';
import { EnvelopeError, isCancelledError } from '../../lib/http';
import { imageRefusal, uploadImage } from './editor-image';

export interface RichTextEditorProps {
  /** The HTML the editor starts from (read once, when it mounts). */
  initialHtml: string;
  onChange: (html: string) => void;
  placeholder?: string;
  /** Reads the text now (a save clicked within the change delay must not lose the last keystrokes). */
  handle?: RefObject<{ html(): string } | null>;
}

/** 002 §9: the editor reports its changes 500 ms after the last keystroke. */
const CHANGE_DELAY_MS = 500;

const TOOLBAR = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  ['blockquote', 'link', 'image'],
  ['clean'],
];

/**
 * The staff rich-text editor (Quill 2, bundled: works offline; loaded only with the editing page).
 * It hands out Quill's semantic HTML; the server sanitises it with its allow-list (ADR 83). The one
 * image is uploaded through put-file-attach (accept jpg/png, maxSize 3) before it is inserted,
 * and pasted or dropped images go the same way instead of becoming data: URLs.
 */
export default function RichTextEditor({ initialHtml, onChange, placeholder, handle }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const initial = useRef(initialHtml);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const mount = container.appendChild(document.createElement('div'));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const quill: Quill = new Quill(mount, {
      theme: 'snow',
      placeholder: placeholder ?? '请输入正文',
      modules: {
        toolbar: { container: TOOLBAR, handlers: { image: () => pickImage(quill) } },
        uploader: {
          handler: (_range: unknown, files: File[]) => files[0] && void insertImage(quill, files[0]),
        },
      },
    });
    quill.setContents(quill.clipboard.convert({ html: initial.current }), 'silent');
    if (handle) handle.current = { html: () => quill.getSemanticHTML() };
    quill.on('text-change', () => {
      clearTimeout(timer);
      timer = setTimeout(() => changed.current(quill.getSemanticHTML()), CHANGE_DELAY_MS);
    });
    return () => {
      // Hand over the last edit (a save clicked within the delay must not lose it).
      if (timer !== undefined) {
        clearTimeout(timer);
        changed.current(quill.getSemanticHTML());
      }
      if (handle) handle.current = null;
      container.innerHTML = '';
    };
  }, [placeholder, handle]);

  return <div ref={host} className="rer-rich-text-editor" data-testid="rich-text-editor" />;
}

function pickImage(quill: Quill) {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = '.jpg,.jpeg,.png';
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) void insertImage(quill, file);
  });
  input.click();
}

async function insertImage(quill: Quill, file: File) {
  const refusal = imageRefusal(file, quill.root.querySelectorAll('img').length);
  if (refusal) {
    message.error(refusal);
    return;
  }
  try {
    const src = await uploadImage(file);
    const at = quill.getSelection(true)?.index ?? quill.getLength();
    quill.insertEmbed(at, 'image', src, 'user');
    quill.setSelection(at + 1, 0, 'silent');
  } catch (error) {
    // The transport has shown the server's refusal; anything else is 上传失败！.
    if (!(error instanceof EnvelopeError) && !isCancelledError(error)) message.error('上传失败！');
  }
}
