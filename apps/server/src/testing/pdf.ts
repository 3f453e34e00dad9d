import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A printed document's text as a reader sees it (pdftotext -layout). The PDF is kept under
 * `$TMPDIR/crewing-pdf/{name}.pdf` so a person can look at what the test read (pdftoppm -png).
 */
export function pdfText(bytes: Uint8Array, name: string): string {
  const dir = join(tmpdir(), 'crewing-pdf');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The line of the text that holds `words` (first match), to check what stands beside them. */
export function lineWith(text: string, words: string | RegExp): string | undefined {
  return text.split('\n').find((l) => (typeof words === 'string' ? l.includes(words) : words.test(l)));
}

/**
 * Page `page` of a document `pdfText` kept, printed to `$TMPDIR/crewing-pdf/{name}-{page}.png` (150 dpi) for
 * a person to look at the layout; returns the PNG's path.
 */
export function pdfPagePng(name: string, page = 1): string {
  const dir = join(tmpdir(), 'crewing-pdf');
  const out = join(dir, `${name}-${page}`);
  const p = String(page);
  execFileSync('pdftoppm', ['-f', p, '-l', p, '-r', '150', '-png', '-singlefile', join(dir, `${name}.pdf`), out]);
  return `${out}.png`;
}
