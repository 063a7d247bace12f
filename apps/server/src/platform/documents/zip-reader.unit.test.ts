import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ZipArchive, ZipLimitError } from './zip-reader.js';
import { ZipWriter } from './zip-writer.js';

async function zipOf(parts: Record<string, string>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const zip = new ZipWriter(out);
  for (const [name, content] of Object.entries(parts)) await zip.addEntry(name, content);
  await zip.finish();
  return Buffer.concat(chunks);
}

async function drain(zip: ZipArchive, name: string): Promise<number> {
  let n = 0;
  for await (const chunk of zip.stream(zip.entry(name)!)) n += chunk.length;
  return n;
}

describe('ZIP limits for archives from anyone', () => {
  const limits = { maxBytes: 1024 * 1024, maxRatio: 100, ratioGraceBytes: 64 * 1024 };

  it('refuses a part declaring more than maxRatio times its compressed size, before inflating it', async () => {
    const bytes = await zipOf({ 'a.xml': 'A'.repeat(2 * 1024 * 1024) });
    const zip = new ZipArchive(bytes, limits);
    const entry = zip.entry('a.xml')!;
    expect(() => zip.read(entry)).toThrow(ZipLimitError);
    await expect(drain(zip, 'a.xml')).rejects.toMatchObject({ kind: 'ratio', limit: 100 });
    // Without limits (the import's reader) the same part is read.
    expect(await drain(new ZipArchive(bytes), 'a.xml')).toBe(2 * 1024 * 1024);
  });

  it('refuses once more than maxBytes are inflated in all, streamed or read whole', async () => {
    const noise = () => randomBytes(300 * 1024).toString('hex'); // 600 KB, barely compressible
    const bytes = await zipOf({ 'a.xml': noise(), 'b.xml': noise() });
    const streamed = new ZipArchive(bytes, limits);
    expect(await drain(streamed, 'a.xml')).toBe(600 * 1024);
    await expect(drain(streamed, 'b.xml')).rejects.toMatchObject({ kind: 'size', limit: 1024 * 1024 });
    const whole = new ZipArchive(bytes, limits);
    whole.read(whole.entry('a.xml')!);
    expect(() => whole.read(whole.entry('b.xml')!)).toThrow('解压后内容超过1MB（b.xml）');
    expect(whole.list().map((e) => e.name)).toEqual(['a.xml', 'b.xml']);
  });
});
