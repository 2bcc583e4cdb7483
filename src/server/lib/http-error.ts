import { INVALID_DATA_MESSAGE } from '#domain/schemas/messages.js';

/** An error whose status and message are safe to show to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);

export function validationError(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? INVALID_DATA_MESSAGE;
  return new HttpError(422, first, errors);
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
