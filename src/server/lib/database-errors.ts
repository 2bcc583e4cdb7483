export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/** Error codes that mean "the database is not reachable right now", not "this query is wrong". */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /connection .*closed/i,
];

/** True when the error (or one it wraps, as Drizzle does) says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
