import { attachmentApi } from '../attachments';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from './labels';

/**
 * The editor's one image (002 §5: at most 3,145,728 bytes, one image, file field 'file'), checked
 * before it is sent in the order of 000 §5 — type, size, count — with the spec's messages; the
 * server checks the same again when the text is saved.
 */
export function imageRefusal(file: { name: string; size: number }, imagesInText: number): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot <= 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(IMAGE_ACCEPT as readonly string[]).includes(ext)) return '该文件不符合文件类型限制！';
  if (file.size > IMAGE_MAX_BYTES) return `上传文件大小不能超过${IMAGE_MAX_BYTES / 1024 / 1024}M`;
  if (imagesInText >= 1) return '超出最大文件上传数量';
  return null;
}

const ATTACH_ID = /[?&]attachId=([0-9a-f-]{36})/i;

/** The attachment an image address of ours names. */
export function attachIdOf(src: string): string | null {
  return ATTACH_ID.exec(src)?.[1] ?? null;
}

/** Uploads the image; answers an address the signed-in page can show (a short-lived signed link). */
export async function uploadImage(file: File): Promise<string> {
  const uploaded = await attachmentApi.upload(file, {
    accept: IMAGE_ACCEPT,
    maxSizeMb: IMAGE_MAX_BYTES / 1024 / 1024,
  });
  return shownAddress(uploaded.attachId);
}

async function shownAddress(attachId: string): Promise<string> {
  const preview = await attachmentApi.preview(attachId);
  return 'inlineUrl' in preview ? preview.inlineUrl : '';
}

/**
 * A stored text's images point at the public download, which serves them only once the item is
 * published; staff editing or reviewing a draft see them through signed links instead. The server
 * takes either form back to the canonical one on save.
 */
export async function withSignedImages(html: string): Promise<string> {
  if (!html.includes('<img')) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const img of Array.from(doc.body.querySelectorAll('img'))) {
    const id = attachIdOf(img.getAttribute('src') ?? '');
    if (id) img.setAttribute('src', await shownAddress(id).catch(() => img.getAttribute('src') ?? ''));
  }
  return doc.body.innerHTML;
}
