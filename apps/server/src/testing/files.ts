/** Files tests upload: the smallest a files store accepts as an image and as a PDF. */

/** A 1x1 PNG (signature, IHDR, IDAT, IEND): enough for the files store to sniff an image. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
/** A PDF with one empty object: its signature is all the files store checks. */
export const EMPTY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
