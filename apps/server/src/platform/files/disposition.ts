/** RFC 5987 / 8187 percent-encoding: what is left of attr-char stays, everything else is %XX of its UTF-8. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A download's Content-Disposition (RFC 6266): `attachment`, an ASCII `filename` for old agents
 * (quotes, backslashes, control and non-ASCII characters replaced) and the exact name in
 * `filename*=UTF-8''…`. Nothing the uploader named can break out of the header.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const clean =
    [...fileName]
      .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
      .join('')
      .trim() || 'download';
  const ascii = clean.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}
