import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DestinationInquiryInput } from '#domain/schemas/destination-inquiry.js';
import { api } from '#web/lib/api-client.js';
import { useSentIn, type SentIn } from '#web/features/currency/hooks/use-sent-in.js';
import { USER_KEY } from '#web/features/auth/api/user-data-key.js';

export interface DestinationInquiryConfirmation {
  uuid: string;
  reference: string;
  customer_name: string;
  destination_name: string;
  /** destinations are priced by proposal, so the server sends null */
  total_price: number | null;
}

/** The page's language goes along: the tourist's e-mails about the inquiry are written in it. */
export const saveDestinationBooking = async (
  body: DestinationInquiryInput & SentIn,
): Promise<DestinationInquiryConfirmation> =>
  (await api<DestinationInquiryConfirmation>('/save_destination_booking', { method: 'POST', body })).data;

/** A signed-in booker's booked item leaves their cart and joins their bookings: their data is fetched again. */
export function useSaveDestinationBooking() {
  const queryClient = useQueryClient();
  const sentIn = useSentIn();
  return useMutation({
    mutationFn: (body: DestinationInquiryInput) => saveDestinationBooking({ ...body, ...sentIn }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
