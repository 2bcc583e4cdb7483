import type { ErrorEnvelope, SuccessEnvelope } from '#domain/api/envelope.js';
import { ApiError } from '#web/lib/api-client.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { clearStaffToken, readStaffToken } from './staff-token.js';

export interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/** `/api/admin{path}?{query}` on this site; empty and undefined values are left out. */
export function adminUrl(path: string, query: AdminRequestOptions['query'] = {}): URL {
  const url = new URL(`/api/admin${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * The staff session is over (12 hours without use, or revoked): the token goes and the sign-in page
 * opens, coming back here afterwards. A token that changed meanwhile (a new sign-in) is left alone.
 */
function endStaffSession(token: string): void {
  if (readStaffToken() !== token) return;
  clearStaffToken();
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(adminPaths.login(here));
}

async function send(path: string, options: AdminRequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  // A FormData body (an upload) sets its own multipart content type and boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = readStaffToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(adminUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.status === 401 && token) endStaffSession(token);
  return response;
}

/** The envelope's failure as an ApiError; `data` rides along (a 409 carries the current request). */
export class AdminApiError<D = unknown> extends ApiError {
  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> | undefined,
    readonly data: D | undefined,
  ) {
    super(status, message, errors);
  }
}

/** The copy a stale save's 409 carries under `name` (`{ trip }`): someone else saved first, and this is it now. */
export function staleCopy<T>(error: unknown, name: string): T | undefined {
  if (!(error instanceof AdminApiError) || error.status !== 409) return undefined;
  return (error.data as Partial<Record<string, T>> | null | undefined)?.[name];
}

/** Calls the back office's API with the staff token; resolves to the success envelope. */
export async function adminApi<T>(path: string, options: AdminRequestOptions = {}): Promise<SuccessEnvelope<T>> {
  const response = await send(path, options, 'application/json');
  const payload = (await response.json().catch(() => null)) as SuccessEnvelope<T> | ErrorEnvelope | null;
  if (!response.ok || !payload || payload.status === false) {
    const failure = payload && payload.status === false ? payload : null;
    const data = (failure as { data?: unknown } | null)?.data;
    const message = failure?.message ?? `Request failed (${response.status})`;
    throw new AdminApiError(response.status, message, failure?.errors, data);
  }
  return payload as SuccessEnvelope<T>;
}

/**
 * A file the API makes (a CSV export, a picture's preview): fetched with the token, since a plain
 * link or an `<img src>` cannot send it.
 */
export async function adminDownload(
  path: string,
  query: AdminRequestOptions['query'],
  { accept = 'text/csv', signal }: { accept?: string; signal?: AbortSignal } = {},
): Promise<Blob> {
  const response = await send(path, { query, signal }, accept);
  if (!response.ok) throw new AdminApiError(response.status, `Request failed (${response.status})`, undefined, null);
  return response.blob();
}
