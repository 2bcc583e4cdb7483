import { useMutation } from '@tanstack/react-query';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { api } from '#web/lib/api-client.js';

export interface SavedInquiry {
  uuid: string;
}

/** The inquiry's fields, plus the page it was sent from for the agency's statistics. */
export type SaveInquiryBody = InquiryInput & { source_page: string };

/** POST /save-inquiry: 201 with data.uuid. */
export const saveInquiry = async (payload: SaveInquiryBody): Promise<SavedInquiry> =>
  (await api<SavedInquiry>('/save-inquiry', { method: 'POST', body: payload })).data;

export const useSaveInquiry = () => useMutation({ mutationFn: saveInquiry });
