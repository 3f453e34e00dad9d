import { TRPCClientError } from '@trpc/client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showAlert } from './ui/alerts';
import { UploadError } from './upload';

/**
 * The one place that turns a failed call into what the user sees (002 §8): an alert titled
 * with the action, field errors under the inputs, or a trip to Login / Reset Password.
 */
export interface ApiErrorInfo {
  /** tRPC code, or null when no response came back (network, proxy, server down). */
  code: string | null;
  httpStatus: number | null;
  message: string;
  fieldErrors: Record<string, string[]> | null;
}

export function describeError(err: unknown): ApiErrorInfo {
  if (err instanceof UploadError) {
    return {
      code: err.code === 'NETWORK' ? null : err.code,
      httpStatus: err.status,
      message: err.message,
      fieldErrors: err.fieldErrors,
    };
  }
  if (err instanceof TRPCClientError) {
    const data = (err as TRPCClientError<never>).data as
      { code?: unknown; httpStatus?: unknown; fieldErrors?: unknown } | undefined | null;
    if (data && typeof data.code === 'string') {
      return {
        code: data.code,
        httpStatus: typeof data.httpStatus === 'number' ? data.httpStatus : null,
        message: err.message,
        fieldErrors: isFieldErrors(data.fieldErrors) ? data.fieldErrors : null,
      };
    }
  }
  return { code: null, httpStatus: null, message: err instanceof Error ? err.message : String(err), fieldErrors: null };
}

function isFieldErrors(v: unknown): v is Record<string, string[]> {
  return typeof v === 'object' && v !== null && Object.values(v).every((m) => Array.isArray(m));
}

/**
 * 'changes.firstName' -> 'firstName'; 'positionIds.0' -> 'positionIds'; a crew change conflict
 * 'embarking.check_in' -> 'check_in' (the form edits one side at a time).
 */
export function formFieldName(key: string): string {
  return key
    .replace(/^(changes|fields)\./, '')
    .replace(/^(embarking|disembarking)\./, '')
    .replace(/\.\d+$/, '');
}

/** What the app does on a lost session or an expired password; bound once inside the router. */
interface Bindings {
  onUnauthorized: () => void;
  onPasswordExpired: () => void;
}
let bindings: Bindings = { onUnauthorized: () => undefined, onPasswordExpired: () => undefined };
export function bindApiErrors(b: Bindings): void {
  bindings = b;
}

export interface FormTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** Names of the inputs the form shows; errors for other keys go to an alert. */
  fields: readonly string[];
}

export interface HandleOptions<T extends FieldValues> {
  /** The calling action, e.g. 'CREATE USER': the alert title and the 'ERROR ON {place}' text. */
  place: string;
  form?: FormTarget<T>;
  /** The screen's own failure line (e.g. 001 §8 'Crew Change Detail Failed to Update'), shown first in the alert. */
  failureMessage?: string;
}

/** Puts field errors under inputs. Returns the messages that matched no input. */
function applyFieldErrors<T extends FieldValues>(
  errors: Record<string, string[]>,
  joiner: string,
  form?: FormTarget<T>,
): string[] {
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = formFieldName(key);
    const text = messages.join(joiner);
    if (form && form.fields.includes(field)) form.setError(field as Path<T>, { type: 'server', message: text });
    else rest.push(text);
  }
  return rest;
}

export function handleApiError<T extends FieldValues>(err: unknown, options: HandleOptions<T>): void {
  const info = describeError(err);
  const title = `${options.place} FAILED`;
  const lead = options.failureMessage ? [options.failureMessage] : [];
  if (info.code === null) {
    showAlert(
      'SERVER ERROR',
      [...lead, `ERROR ON ${options.place}`, 'Please contact your system administrator.'],
      'server-error',
    );
    return;
  }
  if (info.fieldErrors && Object.keys(info.fieldErrors).length > 0) {
    // Same-field conflicts are joined with '|' as the legacy did for 409s (002 §5).
    const rest = applyFieldErrors(info.fieldErrors, info.code === 'CONFLICT' ? ' | ' : ', ', options.form);
    if (rest.length > 0) showAlert(title, [...lead, ...rest.map((m, i) => `${i + 1}. ${m}`)]);
    return;
  }
  switch (info.code) {
    case 'UNAUTHORIZED':
      showAlert(title, ['UNAUTHORIZED'], 'unauthorized');
      bindings.onUnauthorized();
      return;
    case 'FORBIDDEN':
      showAlert(title, [...lead, 'UNAUTHORIZED']);
      return;
    case 'NOT_FOUND':
      showAlert(title, [...lead, 'File Not Found']);
      return;
    case 'INTERNAL_SERVER_ERROR':
      showAlert(title, [...lead, 'SYSTEM ERROR']);
      return;
    case 'PRECONDITION_FAILED':
      bindings.onPasswordExpired();
      return;
    default:
      showAlert(title, [...lead, `ERROR ${info.httpStatus ?? info.code}`, info.message]);
  }
}
