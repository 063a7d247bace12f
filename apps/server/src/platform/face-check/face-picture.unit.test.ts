import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { facePictureUrlOf } from './aliyun-face-check.js';
import { sandboxFacePicture } from './face-picture.js';

describe('face pictures (ADR 72)', () => {
  it('the sandbox draws a real PNG whose pixels come from the check id', () => {
    const a = sandboxFacePicture('check-a', 8);
    expect(a.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(a.bytes.readUInt32BE(16)).toBe(8); // IHDR width
    const idatAt = a.bytes.indexOf('IDAT');
    const length = a.bytes.readUInt32BE(idatAt - 4);
    const raw = inflateSync(a.bytes.subarray(idatAt + 4, idatAt + 4 + length));
    expect(raw.length).toBe((8 * 3 + 1) * 8);
    expect(sandboxFacePicture('check-b', 8).bytes.equals(a.bytes)).toBe(false);
    expect(sandboxFacePicture('check-a', 8).bytes.equals(a.bytes)).toBe(true);
  });

  it('reads the picture link of DescribeFaceVerify’s MaterialInfo (https only)', () => {
    const info = (url: unknown) => JSON.stringify({ FacialPictureFront: { PictureUrl: url } });
    expect(facePictureUrlOf(info('https://oss.example/face.jpg'))).toBe('https://oss.example/face.jpg');
    expect(facePictureUrlOf(info('http://oss.example/face.jpg'))).toBeNull();
    expect(facePictureUrlOf('not json')).toBeNull();
    expect(facePictureUrlOf(undefined)).toBeNull();
  });
});
