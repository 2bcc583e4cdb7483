import type { SuccessEnvelope } from '#domain/api/envelope.js';

export function ok<T>(message: string, data: T, code = 200): SuccessEnvelope<T> {
  return { status: true, code, message, data };
}
