/** A failed upload, shaped like an API error so the one error handler shows it (002 §8). */
export class UploadError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> | null,
  ) {
    super(code);
  }
}

/** The spec's preview limit for attachments (002 §9): larger files are refused before upload. */
export const ATTACHMENT_PREVIEW_LIMIT = 600_000;

/** Uploads through the files store (type sniffed from the bytes on the server); returns the file id. */
export async function uploadFile(
  file: File,
  kind: 'attachment' | 'image' | 'pdf' | 'import',
  field = 'file',
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`/files?kind=${kind}`, {
      method: 'POST',
      body: file,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
    });
  } catch {
    throw new UploadError('NETWORK', 0, null);
  }
  if (res.ok) return ((await res.json()) as { id: string }).id;
  const body = (await res.json().catch(() => ({}))) as { errors?: Record<string, string[]> };
  // The same codes tRPC answers with, so an expired password leads to Reset Password here too.
  const BY_STATUS: Record<number, string> = {
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    412: 'PRECONDITION_FAILED',
    413: 'PAYLOAD_TOO_LARGE',
  };
  const code = BY_STATUS[res.status] ?? (res.status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  const errors = body.errors
    ? Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k === 'file' ? field : k, v]))
    : null;
  throw new UploadError(code, res.status, errors);
}
