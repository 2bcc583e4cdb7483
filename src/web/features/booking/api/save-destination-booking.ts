import { useMutation } from '@tanstack/react-query';
import type { DestinationInquiryInput } from '#domain/schemas/destination-inquiry.js';
import { api } from '#web/lib/api-client.js';

export interface DestinationInquiryConfirmation {
  uuid: string;
  reference: string;
  customer_name: string;
  destination_name: string;
  /** destinations are priced by proposal, so the server sends null */
  total_price: number | null;
}

export const saveDestinationBooking = async (body: DestinationInquiryInput): Promise<DestinationInquiryConfirmation> =>
  (await api<DestinationInquiryConfirmation>('/save_destination_booking', { method: 'POST', body })).data;

export const useSaveDestinationBooking = () => useMutation({ mutationFn: saveDestinationBooking });
