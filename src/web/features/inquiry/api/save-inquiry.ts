import { useMutation } from '@tanstack/react-query';
import type { Locale } from '#domain/i18n/locales.js';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { api } from '#web/lib/api-client.js';
import { useLocale } from '#web/lib/locale.js';

export interface SavedInquiry {
  uuid: string;
  /** the request's reference (TZ-…), which the agency's reply and the tourist's e-mail quote */
  reference: string;
}

/** The inquiry's fields, plus the page it was sent from for the agency's statistics. */
export type SaveInquiryBody = InquiryInput & { source_page: string };

/**
 * POST /save-inquiry: 201 with data{uuid, reference}. The page's language goes along: the tourist's e-mails about
 * the inquiry are written in it.
 */
export const saveInquiry = async (payload: SaveInquiryBody & { locale: Locale }): Promise<SavedInquiry> =>
  (await api<SavedInquiry>('/save-inquiry', { method: 'POST', body: payload })).data;

export function useSaveInquiry() {
  const locale = useLocale();
  return useMutation({ mutationFn: (payload: SaveInquiryBody) => saveInquiry({ ...payload, locale }) });
}
