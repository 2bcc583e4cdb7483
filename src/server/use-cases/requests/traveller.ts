import type { DestinationInquiryInput } from '#domain/schemas/destination-inquiry.js';
import type { TripBookingInput } from '#domain/schemas/booking.js';

/** The fields a trip booking and a destination inquiry share: who travels, when, how many, in which class. */
export type Traveller = Pick<
  TripBookingInput | DestinationInquiryInput,
  'fname' | 'lname' | 'email' | 'phone' | 'gender' | 'country' | 'note' | 'guest_count'
> & { class_id: number | null; start_date: string | null };

/** The booking row's traveller columns. */
export function travellerColumns(body: Traveller) {
  return {
    serviceClassId: body.class_id,
    genderId: body.gender,
    countryId: body.country,
    guestCount: body.guest_count,
    startDate: body.start_date,
    firstName: body.fname,
    lastName: body.lname,
    email: body.email,
    phone: body.phone,
    note: body.note,
  };
}

/** The traveller as the e-mails name them, with the country and gender names looked up. */
export function mailCustomer(
  body: Pick<Traveller, 'fname' | 'lname' | 'email' | 'phone'>,
  names: { country: string; gender: string },
) {
  return {
    firstName: body.fname,
    lastName: body.lname,
    email: body.email,
    phone: body.phone,
    country: names.country,
    gender: names.gender,
  };
}

export const customerName = (body: Traveller) => `${body.fname} ${body.lname}`;
