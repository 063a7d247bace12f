import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Noto Sans SC (SIL Open Font Licence, from `@expo-google-fonts/noto-sans-sc`), embedded in every
 * PDF the platform produces so that Chinese renders without fonts on the reader's machine. pdfkit
 * embeds only the glyphs a document uses (subsetting): a register of a few pages stays small.
 */
export const PDF_FONT_NAME = 'NotoSansSC';

const weights = {
  regular: '400Regular/NotoSansSC_400Regular.ttf',
  bold: '700Bold/NotoSansSC_700Bold.ttf',
} as const;
export type FontWeight = keyof typeof weights;

const cache = new Map<FontWeight, Buffer>();

/** The font file's bytes, read once per process (about 10 MB each). */
export function notoSansSc(weight: FontWeight): Buffer {
  const found = cache.get(weight);
  if (found) return found;
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
  const bytes = readFileSync(path.join(root, weights[weight]));
  cache.set(weight, bytes);
  return bytes;
}
