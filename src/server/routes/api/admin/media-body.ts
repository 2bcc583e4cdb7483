import type { FastifyRequest } from 'fastify';
import { MEDIA_MISSING_MESSAGE, MEDIA_TOO_LARGE_MESSAGE } from '#domain/schemas/messages.js';
import { HttpError, validationError } from '#server/lib/http-error.js';
import { MEDIA_MAX_BYTES } from '#server/media/store-upload.js';

/** Room for the multipart framing around the one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** One file of at most 15 MB and nothing much else. */
export const MEDIA_MULTIPART_LIMITS = { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 10 };

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

const errorProp = (error: unknown, key: 'code' | 'statusCode') => (error as Record<string, unknown> | null)?.[key];

/** The bytes of the multipart `image` field, read into memory within the limits. */
export async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw validationError({ image: [MEDIA_MISSING_MESSAGE] });
  // An announced oversize body is refused before a byte of it is read.
  if (Number(request.headers['content-length'] ?? 0) > MEDIA_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw new HttpError(413, MEDIA_TOO_LARGE_MESSAGE);
  }
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: MEDIA_MULTIPART_LIMITS })) {
      if (part.type === 'file' && part.fieldname === 'image' && image === undefined) image = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if (TOO_LARGE_CODES.has(String(errorProp(error, 'code')))) throw new HttpError(413, MEDIA_TOO_LARGE_MESSAGE);
    const status = errorProp(error, 'statusCode');
    if (error instanceof HttpError || (typeof status === 'number' && status < 500)) throw error;
    // Only the parser runs in here: whatever else it throws (no boundary, a cut-off body) is the client's.
    throw new HttpError(400, 'The multipart body is malformed.');
  }
  if (!image || image.length === 0) throw validationError({ image: [MEDIA_MISSING_MESSAGE] });
  return image;
}
