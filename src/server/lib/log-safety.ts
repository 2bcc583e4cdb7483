import type { FastifyRequest } from 'fastify';

/**
 * What the log must never carry (docs/operations/README.md 'Logs'): secrets and personal data. Fields of these
 * names are replaced by pino's `redact` wherever they appear in a logged object, up to three levels deep.
 */
export const REDACTED_FIELDS = [
  'password',
  'confirm-password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'email',
  'phone',
  'address',
  'passport',
  'token',
  'authorization',
  'cookie',
  'set-cookie',
] as const;

export const REDACTED = '[redacted]';

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const field of REDACTED_FIELDS) {
    const key = /^[A-Za-z_]\w*$/.test(field) ? `.${field}` : `["${field}"]`;
    const top = key.startsWith('.') ? key.slice(1) : key;
    paths.push(top, `*${key}`, `*.*${key}`, `*.*.*${key}`);
  }
  return paths;
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>: base64 and the parameters' commas.
const ARGON2_HASH = /\$argon2[a-z]*\$[\w$=,+/.-]*/g;

/** Last line of defence for free text (an error message, a mail server's reply): no e-mail, no hash. */
export function scrubText(text: string): string {
  return text.replace(ARGON2_HASH, '[hash]').replace(EMAIL, '[email]');
}

/**
 * Query-string parameters whose values can be personal or secret: logged as `[redacted]`. Names are matched
 * in part (`api_key`, `X-Amz-Signature`, `session_id`, `reset_code`), so a parameter a link of ours or of
 * someone else's carries is kept out of the log even when nobody listed it here.
 */
const SECRET_QUERY =
  /token|key|secret|code|sig|auth|session|pass|pwd|otp|nonce|hmac|credential|jwt|mail|phone|name|^q$|search|reference/i;

/** The request URL for the log: the path, and query values only where they say nothing about a person. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return scrubText(url);
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params].map(
    ([key, value]) => `${encodeURIComponent(key)}=${SECRET_QUERY.test(key) ? REDACTED : encodeURIComponent(value)}`,
  );
  return scrubText(`${url.slice(0, at)}?${kept.join('&')}`);
}

/** Fields of database and system errors that describe the failure without the data in it. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'errno',
  'syscall',
] as const;

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The one serializer for logged errors. A failed query's error carries its parameter values (drizzle's
 * `params` and its message `Failed query: … params: …`, pg's `detail` with the failing row, `parameters`):
 * the log keeps the error's type, message and stack, its code and constraint, and the statement's shape
 * (the SQL with `$1` placeholders), never a value.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: scrubText(String(error)), stack: '' };
  }
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown };
  const rawMessage = typeof source.message === 'string' ? source.message : '';
  // drizzle: "Failed query: <sql>\nparams: <values>": the SQL stays, the values go.
  const message = scrubText(rawMessage.replace(/\nparams:[\s\S]*$/, ''));
  const stack = typeof source.stack === 'string' ? source.stack.replace(rawMessage, message) : '';
  const out: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: scrubText(stack.replace(/\nparams:[^\n]*/g, '')),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof source.query === 'string') out.statement = scrubText(source.query);
  if (source.cause !== undefined && depth < 3) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

/** A request as Fastify logs it, with a safe URL; never its headers or body. */
function serializeRequest(request: Partial<FastifyRequest>) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? safeUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger options for the server: a level, the redaction list and the safe serializers. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    redact: { paths: redactPaths(), censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
