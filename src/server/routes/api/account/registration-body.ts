import type { FastifyRequest } from 'fastify';
import { zodErrorsByField, type FieldErrors } from '#domain/schemas/errors.js';
import { passportImageError, RegistrationSchema } from '#domain/schemas/registration.js';
import { HttpError, validationError } from '#server/lib/http-error.js';
import { detectPassportFormat } from '#server/uploads/passport-images.js';
import type { Registration } from '#server/use-cases/account/register-account.js';
import { LOCALE_FIELD_MESSAGE, requestLocaleField } from '#server/routes/api/requests/locale-field.js';

/** A multipart body is at most 6 MB (the image's own 5 MB rule leaves room for the fields). */
export const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024;

/** Per-part limits for @fastify/multipart: one file, a handful of short text fields. */
export const MULTIPART_LIMITS = {
  fileSize: MULTIPART_BODY_LIMIT,
  files: 1,
  fields: 30,
  fieldSize: 10_000,
  parts: 40,
} as const;

const TOO_LARGE = 'The request is too large. Multipart bodies may be at most 6 MB and the passport image at most 5 MB.';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

interface RegistrationBody {
  fields: unknown;
  passport: UploadedFile | null;
}

const MULTIPART_TOO_LARGE = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PARTS_LIMIT',
]);

const MALFORMED = 'The multipart body is malformed.';

/** The plugin's own 4xx errors (a `__proto__` field name, say) keep their status. */
function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function tooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && MULTIPART_TOO_LARGE.has((error as { code?: string }).code ?? '')
  );
}

/**
 * The body of POST /register: the text fields (from JSON or from form parts) and the optional
 * `passport_image` file, read into memory within the limits. Unknown parts are skipped; a body
 * over the limits is a 413.
 */
async function readRegistrationBody(request: FastifyRequest): Promise<RegistrationBody> {
  if (!request.isMultipart()) return { fields: request.body, passport: null };
  // Refuse an announced oversize body before reading a byte of it.
  if (Number(request.headers['content-length'] ?? 0) > MULTIPART_BODY_LIMIT) throw new HttpError(413, TOO_LARGE);

  const fields: Record<string, unknown> = {};
  let passport: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        // A field over the part limit is kept cut off: still over the field's own limit, it gets the same
        // 422 as over JSON, instead of a 413 for one long name.
        fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'passport_image' && passport === null) {
        const bytes = await part.toBuffer();
        // A file input left empty in a plain HTML form still sends an empty part without a name.
        if (bytes.length > 0 || part.filename) passport = { bytes, filename: part.filename };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (tooLarge(error)) throw new HttpError(413, TOO_LARGE);
    if (isClientError(error)) throw error;
    // Only the parser runs in here: whatever else it throws (no boundary, a cut-off body) is the client's.
    throw new HttpError(400, MALFORMED);
  }
  return { fields, passport };
}

/** The text fields by the shared schema and the image by its bytes; every problem in one 422. */
async function checkRegistration({ fields, passport: file }: RegistrationBody): Promise<Registration> {
  const parsed = RegistrationSchema.safeParse(fields ?? {});
  const errors: FieldErrors = parsed.success ? {} : zodErrorsByField(parsed.error);
  const locale = requestLocaleField.safeParse((fields as { locale?: unknown } | null)?.locale);
  if (!locale.success) errors.locale = [LOCALE_FIELD_MESSAGE];
  let passport: Registration['passport'] = null;
  if (file) {
    const format = await detectPassportFormat(file.bytes);
    const problem = passportImageError({ size: file.bytes.length, type: format ? `image/${format}` : '' });
    if (problem) errors.passport_image = [problem];
    else if (format) passport = { bytes: file.bytes, format };
  }
  if (!parsed.success || errors.passport_image || !locale.success) throw validationError(errors);
  return { input: parsed.data, passport, locale: locale.data };
}

/** The registration a POST /register carries, as JSON or multipart, parsed and checked. */
export async function parseRegistration(request: FastifyRequest): Promise<Registration> {
  return checkRegistration(await readRegistrationBody(request));
}
