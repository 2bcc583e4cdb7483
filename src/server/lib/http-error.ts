import { INVALID_DATA_MESSAGE } from '#domain/schemas/messages.js';

/** An error whose status and message are safe to show to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** what the client needs to recover, e.g. the current row on a stale save (409) */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** A save made from an older version: the answer carries the row as it is now, so the client can redo it. */
export const staleVersion = (message: string, current: unknown) =>
  new HttpError(409, message, undefined, undefined, current);

export function validationError(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? INVALID_DATA_MESSAGE;
  return new HttpError(422, first, errors);
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
