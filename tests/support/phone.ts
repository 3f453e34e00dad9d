import type { Page } from 'playwright-core';

/** A phone camera's photo: 3000 x 2250 of noise, drawn and encoded by the browser itself. */
export async function cameraPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    type Pixels = { data: Uint8ClampedArray };
    type Canvas = {
      width: number;
      height: number;
      toDataURL(type: string, quality: number): string;
      getContext(k: '2d'): {
        createImageData(w: number, h: number): Pixels;
        putImageData(p: Pixels, x: number, y: number): void;
      };
    };
    const g = globalThis as unknown as { document: { createElement(t: 'canvas'): Canvas } };
    const canvas = g.document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2250;
    const ctx = canvas.getContext('2d')!;
    const img = ctx.createImageData(3000, 2250);
    for (let i = 0; i < img.data.length; i++) img.data[i] = (i * 2654435761) % 251;
    ctx.putImageData(img, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.95);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A calendar date as the date inputs take it typed: 2026-11-26 -> 26 NOV 2026. */
export const dmy = (d: string) =>
  `${d.slice(8, 10)} ${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
