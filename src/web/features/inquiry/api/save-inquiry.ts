import { useMutation } from '@tanstack/react-query';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { api } from '#web/lib/api-client.js';
import { useSentIn, type SentIn } from '#web/features/currency/hooks/use-sent-in.js';

export interface SavedInquiry {
  uuid: string;
  /** the request's reference (TZ-…), which the agency's reply and the tourist's e-mail quote */
  reference: string;
}

/** The inquiry's fields, plus the page it was sent from for the agency's statistics. */
export type SaveInquiryBody = InquiryInput & { source_page: string };

/**
 * POST /save-inquiry: 201 with data{uuid, reference}. The page's language and currency go along: the tourist's
 * e-mails about the inquiry are written in them.
 */
export const saveInquiry = async (payload: SaveInquiryBody & SentIn): Promise<SavedInquiry> =>
  (await api<SavedInquiry>('/save-inquiry', { method: 'POST', body: payload })).data;

export function useSaveInquiry() {
  const sentIn = useSentIn();
  return useMutation({ mutationFn: (payload: SaveInquiryBody) => saveInquiry({ ...payload, ...sentIn }) });
}
