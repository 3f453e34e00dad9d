import { describe, expect, it } from 'vitest';
import { imageRefusal, imageSize } from './image-size.js';

// 37 x 21 images drawn by Chromium's canvas (toDataURL), and headers built by hand.
const b64 = (s: string) => Buffer.from(s, 'base64');
const PNG = b64(
  'iVBORw0KGgoAAAANSUhEUgAAACUAAAAVCAYAAADB5CeuAAAASUlEQVR4AezSsQkAQAgEwcfQqr8727KFDS4wWMHsEBmupvsn9wWmAjfiJ3yKkiqlFBWgOTulFBWgOTulFBWgOTulFBWguZOdWgAAAP//NdrrbQAAAAZJREFUAwBD9xtHzsbmQQAAAABJRU5ErkJggg==',
);
const JPEG = b64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAVACUDASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAAQFBv/EABcQAQADAAAAAAAAAAAAAAAAAAAEQoH/xAAXAQADAQAAAAAAAAAAAAAAAAACAwUE/8QAGREBAAIDAAAAAAAAAAAAAAAAAAECAzEz/9oADAMBAAIRAxEAPwDjwGdWTy6anUS6anOrpPz9JABEtABnVk8umpwOrpPz9JABEv/Z',
);
// The VP8 (lossy) and VP8L (lossless) chunks of Chromium's VP8X files, each in a RIFF of its own.
const VP8 = b64(
  'VlA4IFYAAACwAwCdASolABUAPtFUo0uoJKMhsAgBABoJQBh7UrZX+BLhS9lIAAD+7Qcvmw8CKP/8lP8/vn9z3fLH/+Ouq0h/SitxY1MDkl1/b8OQeh5aZn8VYAAAAA==',
);
const VP8L = b64('VlA4TB4AAAAvJAAFEA8wCnM8CgMY8CDMNqrB+dOO4P4R/Y8aFwA=');
const riff = (chunk: Buffer) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBP'), chunk]);
const VP8X = b64('UklGRgwCAABXRUJQVlA4WAoAAAAwAAAAJAAAFAAA');
const gif = (w: number, h: number) =>
  Buffer.concat([Buffer.from('GIF89a'), Buffer.from([w & 255, w >> 8, h & 255, h >> 8, 0, 0, 0])]);
const bmp = (w: number, h: number) => {
  const b = Buffer.alloc(54);
  b.write('BM');
  b.writeInt32LE(w, 18);
  b.writeInt32LE(h, 22);
  return b;
};
/** Issue 25: the 29-byte PNG (signature, IHDR without its CRC) claiming 32767 x 32767. */
const BOMB = (() => {
  const b = Buffer.from(PNG.subarray(0, 29));
  b.writeUInt32BE(32_767, 16);
  b.writeUInt32BE(32_767, 20);
  return b;
})();

describe('image sizes read from the header', () => {
  it('reads PNG, JPEG, WebP (VP8, VP8L, VP8X), GIF and BMP', () => {
    const size = { width: 37, height: 21 };
    expect(imageSize(PNG, 'image/png')).toEqual(size);
    expect(imageSize(JPEG, 'image/jpeg')).toEqual(size);
    expect(imageSize(riff(VP8), 'image/webp')).toEqual(size);
    expect(imageSize(riff(VP8L), 'image/webp')).toEqual(size);
    expect(imageSize(VP8X, 'image/webp')).toEqual(size);
    expect(imageSize(gif(37, 21), 'image/gif')).toEqual(size);
    expect(imageSize(bmp(37, -21), 'image/bmp')).toEqual(size);
  });

  it('refuses absurd dimensions and headers cut short, in a sentence of ours', () => {
    expect(BOMB).toHaveLength(29);
    expect(imageRefusal(BOMB, 'image/png')).toBe(
      'This image is too large (32767 x 32767 pixels): at most 10,000 pixels a side and 50 megapixels',
    );
    expect(imageRefusal(gif(10_001, 1), 'image/gif')).toMatch(/too large/);
    expect(imageRefusal(bmp(8_000, 8_000), 'image/bmp')).toMatch(/too large \(8000 x 8000 pixels\)/); // 64 megapixels
    expect(imageRefusal(bmp(7_000, 7_000), 'image/bmp')).toBeNull(); // 49 megapixels
    expect(imageRefusal(PNG.subarray(0, 20), 'image/png')).toMatch(/damaged or incomplete/);
    expect(imageRefusal(JPEG.subarray(0, 100), 'image/jpeg')).toMatch(/damaged or incomplete/);
    expect(imageRefusal(gif(0, 5), 'image/gif')).toMatch(/damaged or incomplete/);
    for (const [bytes, mime] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [riff(VP8), 'image/webp'],
    ] as const)
      expect(imageRefusal(bytes, mime)).toBeNull();
  });
});
