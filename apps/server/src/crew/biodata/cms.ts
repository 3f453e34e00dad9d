import { CMS_BIODATA_DOCUMENT_ID } from '@crewing/domain/crew/biodata';

export interface CmsConfig {
  url: string;
  token: string | undefined;
}
export interface CmsAnswer {
  status: 'SENT' | 'FAILED';
  httpStatus: number | null;
  /** What the CMS answered, shortened: kept in the event and shown to the user. */
  response: string;
}

/** How long the CMS may take to answer before the upload counts as failed. */
export const CMS_TIMEOUT_MS = 20_000;
const SUMMARY_CHARS = 500;

const summarise = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, SUMMARY_CHARS);

/**
 * 000 §7 updateKrbsCrewFile: a multipart POST of the biodata PDF to the sister company's CMS
 * with documentId (fixed 80, 000 §9), crewIpn, ipn and crewFile, bearer token. The legacy sent
 * the crew's IPN under both names; so do we. Never throws: a refused or unreachable CMS is a
 * FAILED answer, recorded as any other.
 */
export async function sendBiodataToCms(
  config: CmsConfig,
  input: { ipn: string; pdf: Buffer; fileName: string },
  fetchImpl: typeof fetch = fetch,
): Promise<CmsAnswer> {
  const form = new FormData();
  form.set('documentId', String(CMS_BIODATA_DOCUMENT_ID));
  form.set('crewIpn', input.ipn);
  form.set('ipn', input.ipn);
  form.set('crewFile', new Blob([new Uint8Array(input.pdf)], { type: 'application/pdf' }), input.fileName);
  try {
    const res = await fetchImpl(config.url, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', ...(config.token ? { Authorization: `Bearer ${config.token}` } : {}) },
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
      redirect: 'error',
    });
    const body = summarise(await res.text());
    return {
      status: res.ok ? 'SENT' : 'FAILED',
      httpStatus: res.status,
      response: body || res.statusText || `HTTP ${res.status}`,
    };
  } catch (e) {
    const err = e as Error & { cause?: { code?: string; message?: string } };
    const reason =
      err.name === 'TimeoutError'
        ? `no answer within ${CMS_TIMEOUT_MS / 1000} s`
        : (err.cause?.code ?? err.cause?.message ?? err.message);
    return { status: 'FAILED', httpStatus: null, response: summarise(`The CMS could not be reached: ${reason}`) };
  }
}
