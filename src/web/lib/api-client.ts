import type { ErrorEnvelope, SuccessEnvelope } from '#domain/api/envelope.js';
import { endRefusedSession, readAuthToken } from './auth-token.js';

/** A failed call, carrying the server's message (shown to the user) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API under /api with JSON headers and the bearer token; resolves to the success envelope. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<SuccessEnvelope<T>> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = readAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  // The one place a dead session is noticed: any call that carried the token and got 401 ends it.
  if (response.status === 401 && token) endRefusedSession(token);
  const payload = (await response.json().catch(() => null)) as SuccessEnvelope<T> | ErrorEnvelope | null;
  if (!response.ok || !payload || payload.status === false) {
    const failure = payload && payload.status === false ? payload : null;
    throw new ApiError(response.status, failure?.message ?? `Request failed (${response.status})`, failure?.errors);
  }
  return payload as SuccessEnvelope<T>;
}
