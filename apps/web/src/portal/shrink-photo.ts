/**
 * Issue 29 §2: a phone's photo is shrunk in the browser before it is sent over a ship's or a
 * port's poor link: redrawn as a JPEG at most 2000 px on its longer side, its quality lowered
 * (and then its size) until it fits the office's scan limit. A PDF, and a picture already small
 * enough, go as they are; one the browser cannot read goes as is and the server says why.
 */
export const PHOTO_MAX_SIDE = 2000;

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

export async function shrinkPhoto(file: File, maxBytes: number): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const longer = Math.max(bitmap.width, bitmap.height);
  if (file.size <= maxBytes && longer <= PHOTO_MAX_SIDE) return file;
  const canvas = document.createElement('canvas');
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  for (let side = Math.min(longer, PHOTO_MAX_SIDE); side >= 400; side = Math.round(side * 0.75)) {
    const scale = side / longer;
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.85, 0.72, 0.6]) {
      const blob = await toJpeg(canvas, quality);
      if (blob && blob.size <= maxBytes) return new File([blob], name, { type: 'image/jpeg' });
    }
  }
  return file;
}
