/** WCAG 2 relative luminance and contrast of '#rrggbb' colours (the theme's palettes). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** The colour mixed with black in 2 % steps until white text on it (or it on white) reaches `ratio`. */
export function darkenTo(hex: string, ratio: number): string {
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  for (let k = 0.98; k > 0; k -= 0.02) {
    const c = `#${rgb.map((v) => hex2(v * k)).join('')}`;
    if (contrastOnWhite(c) >= ratio) return c;
  }
  return '#000000';
}
