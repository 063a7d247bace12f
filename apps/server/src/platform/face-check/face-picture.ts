import { deflateSync } from 'node:zlib';

/** The picture a passed face check took (000 §3: stored as the attachment named 人脸识别). */
export interface FacePicture {
  bytes: Buffer;
  mediaType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The sandbox's stand-in picture: a real PNG (so previews and the content check treat it as the
 * provider's would be), a grey oval "face" whose shade comes from the check id, so two checks'
 * pictures differ. Nobody's likeness: the sandbox recognises nobody (沙箱).
 */
export function sandboxFacePicture(certifyId: string, size = 96): FacePicture {
  const shade = 96 + (crc32(Buffer.from(certifyId)) % 96);
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    for (let x = 0; x < size; x += 1) {
      const dx = (x - size / 2) / (size * 0.32);
      const dy = (y - size / 2) / (size * 0.42);
      const value = dx * dx + dy * dy <= 1 ? shade : 235;
      raw.fill(value, row + 1 + x * 3, row + 4 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { bytes, mediaType: 'image/png', extension: 'png' };
}
