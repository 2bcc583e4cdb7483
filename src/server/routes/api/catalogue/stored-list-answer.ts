import type { z } from 'zod';
import { ok } from '#server/lib/envelope.js';
import { fillRawJsonArray } from '#server/lib/raw-json-array.js';
import type { JsonPieces } from '#server/repositories/catalogue-documents.js';

/**
 * A public list's answer: the envelope as its schema serializes it, with the items copied in as their stored
 * JSON bytes (already shaped by the item's schema, repositories/catalogue-documents.ts).
 */
export function storedListAnswer(
  envelope: z.ZodType,
  message: string,
  key: string,
  items: readonly JsonPieces[],
  page: Record<string, unknown>,
): Buffer {
  const shell = JSON.stringify(envelope.parse(ok(message, { [key]: [], ...page })));
  return fillRawJsonArray(shell, key, items);
}
