import type { SearchAnswer } from '#domain/api/search.js';
import type { Locale } from '#domain/i18n/locales.js';
import { api, ApiError } from '#web/lib/api-client.js';

export interface SearchPlacesParams {
  /** the place as typed */
  q: string;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  locale: Locale;
}

/** The places found and the list to open, or the fields the server refused with their messages. */
export type SearchPlacesResult = { answer: SearchAnswer } | { refused: Record<string, string[]> };

/**
 * GET /api/search: the places typed text names, in any of the site's languages, and the list to open. Imported
 * when a typed search is sent, not with Home: the search bar starts without the API client. Any failure but a
 * refusal (422) is thrown.
 */
export async function searchPlaces(params: SearchPlacesParams, signal?: AbortSignal): Promise<SearchPlacesResult> {
  try {
    return { answer: (await api<SearchAnswer>('/search', { query: { ...params }, signal })).data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors) return { refused: error.errors };
    throw error;
  }
}
