// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
// built app, for the server's SPA serving to send by Accept-Encoding (ADR 31). Runs after
// `vite build` (npm run build -w @rer/web). A copy not smaller than its file is not written, and
// files under 1 KB are left alone. Usage: node apps/web/scripts/precompress.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

export function precompressFile(file) {
  const raw = fs.readFileSync(file);
  if (raw.length < MIN_BYTES) return null;
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = zlib.gzipSync(raw, { level: 9 });
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
  return { raw: raw.length, br: br.length, gzip: gz.length };
}

export function precompressDir(dir) {
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const sizes = precompressFile(path.join(entry.parentPath ?? entry.path, entry.name));
    if (!sizes) continue;
    totals.files += 1;
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gzip += sizes.gzip;
  }
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
  );
  const t = precompressDir(dist);
  const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(`precompressed ${t.files} files: ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`);
}
