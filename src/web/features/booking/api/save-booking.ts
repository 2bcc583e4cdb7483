import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripBookingInput } from '#domain/schemas/booking.js';
import { api } from '#web/lib/api-client.js';
import { useSentIn, type SentIn } from '#web/features/currency/hooks/use-sent-in.js';
import { USER_KEY } from '#web/features/auth/api/user-data-key.js';

/** POST /save_booking: the server prices the booking itself; the client's preview is a preview. */
export interface BookingConfirmation {
  uuid: string;
  reference: string;
  customer_name: string;
  trip_name: string;
  /** USD; the dialog shows it in the visitor's currency */
  total_price: number;
  currency: 'USD';
  season: 'Low' | 'High';
  tier: number;
  service_class: string;
}

// trip_group_uuid is always sent empty (docs/behaviour/trip-detail.md 'Booking form').
export type SaveBookingBody = Omit<TripBookingInput, 'trip_group_uuid'> & { trip_group_uuid: '' };

/** The page's language goes along: the tourist's e-mails about the booking are written in it. */
export const saveBooking = async (body: SaveBookingBody & SentIn): Promise<BookingConfirmation> =>
  (await api<BookingConfirmation>('/save_booking', { method: 'POST', body })).data;

/** A signed-in booker's booked item leaves their cart and joins their bookings: their data is fetched again. */
export function useSaveBooking() {
  const queryClient = useQueryClient();
  const sentIn = useSentIn();
  return useMutation({
    mutationFn: (body: SaveBookingBody) => saveBooking({ ...body, ...sentIn }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
