import type { DownloadedFile } from './client';

/** Saves a downloaded file under the server's name (or the fallback) through a temporary link. */
export function saveDownloadedFile(file: DownloadedFile, fallbackName = 'download'): void {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.filename ?? fallbackName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(href), 30_000);
  }
}
