/**
 * Reads a QR code from an image file in the browser: the image is drawn on a canvas with a white
 * margin (a cropped code has no quiet zone), scaled down when large, and decoded with jsQR, which
 * is loaded only when a visitor picks an image.
 */
const MAX_SIDE = 1600;

async function loadImage(file: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export async function decodeQrImage(file: Blob): Promise<string | null> {
  const [image, { default: jsQR }] = await Promise.all([loadImage(file), import('jsqr')]);
  const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const margin = Math.round(Math.max(width, height) * 0.1) + 8;
  const canvas = document.createElement('canvas');
  canvas.width = width + margin * 2;
  canvas.height = height + margin * 2;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, margin, margin, width, height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const code = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' });
  return code?.data ?? null;
}
