/**
 * An image's width and height read from its header (PNG, JPEG, GIF, WebP, BMP: the types the
 * files store takes), without decoding it; null when the header is missing or cut short.
 */
export interface ImageSize {
  width: number;
  height: number;
}

/** Issue 25: a 29-byte PNG claiming 32767 x 32767 pixels was stored as an image. */
export const IMAGE_LIMITS = { side: 10_000, pixels: 50_000_000 } as const;

function png(b: Buffer): ImageSize | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gif(b: Buffer): ImageSize | null {
  return b.length < 10 ? null : { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

function bmp(b: Buffer): ImageSize | null {
  // The height is negative for a top-down bitmap.
  return b.length < 26 ? null : { width: Math.abs(b.readInt32LE(18)), height: Math.abs(b.readInt32LE(22)) };
}

function webp(b: Buffer): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const [b0, b1, b2, b3] = [b[21]!, b[22]!, b[23]!, b[24]!];
    return { width: 1 + (b0 | ((b1 & 0x3f) << 8)), height: 1 + ((b1 >> 6) | (b2 << 2) | ((b3 & 0x0f) << 10)) };
  }
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  return null;
}

/** The frame header (SOF0-15 but DHT, JPG and DAC) after the segments before it. */
function jpeg(b: Buffer): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      i += 2; // a marker without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

const READERS: Record<string, (b: Buffer) => ImageSize | null> = {
  'image/png': png,
  'image/gif': gif,
  'image/bmp': bmp,
  'image/webp': webp,
  'image/jpeg': jpeg,
};

export function imageSize(bytes: Buffer, mime: string): ImageSize | null {
  return READERS[mime]?.(bytes) ?? null;
}

/** The refusal of an image, or null when its size is sane. */
export function imageRefusal(bytes: Buffer, mime: string): string | null {
  const size = imageSize(bytes, mime);
  if (!size || size.width === 0 || size.height === 0)
    return 'This image is damaged or incomplete: save it again and upload it';
  if (
    size.width > IMAGE_LIMITS.side ||
    size.height > IMAGE_LIMITS.side ||
    size.width * size.height > IMAGE_LIMITS.pixels
  ) {
    return `This image is too large (${size.width} x ${size.height} pixels): at most 10,000 pixels a side and 50 megapixels`;
  }
  return null;
}
