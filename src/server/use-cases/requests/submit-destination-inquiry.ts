import { DEFAULT_LOCALE } from '#domain/i18n/locales.js';
import { latestStartDate, todayInDarEsSalaam } from '#domain/schemas/booking.js';
import type { DestinationInquiryInput } from '#domain/schemas/destination-inquiry.js';
import {
  BOOKING_START_DATE_HORIZON_MESSAGE,
  DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE,
  DESTINATION_NOT_FOUND_MESSAGE,
  UNKNOWN_CLASS_MESSAGE,
} from '#domain/schemas/messages.js';
import { notFound, validationError } from '#server/lib/http-error.js';
import { destinationInquiryMails } from '#server/mail/templates/destination-inquiry.js';
import { createBookingsRepository, type BookingSummary } from '#server/repositories/bookings-repository.js';
import { oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import type { SentIn } from './request-mails.js';
import { saveBookingOnce } from './save-booking-once.js';
import { mailCustomer } from './traveller.js';

/** A tourist asks about a destination: stored like a booking, unpriced; the proposal follows by e-mail. */
export async function submitDestinationInquiry(
  input: DestinationInquiryInput & SentIn,
  deps: UseCaseDeps,
): Promise<BookingSummary> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  if (input.start_date && input.start_date > latestStartDate(todayInDarEsSalaam())) {
    throw validationError({ start_date: [BOOKING_START_DATE_HORIZON_MESSAGE] });
  }
  const destination = await createBookingsRepository(deps.db).destination(input.destination_uuid);
  if (!destination) throw notFound(DESTINATION_NOT_FOUND_MESSAGE);
  const names = await referencedNames(deps.db, {
    class_id: oneOf('serviceClasses', input.class_id, UNKNOWN_CLASS_MESSAGE),
    gender: oneOf('genders', input.gender, DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE),
    country: oneOf('countries', input.country, DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE),
  });
  return saveBookingOnce(
    {
      item: { itemType: 'destination', destinationId: destination.id },
      itemName: destination.name,
      traveller: input,
      asked: input,
      price: { season: null, tier: null, totalPrice: null },
      serviceClass: names.class_id,
      locale,
      currency: input.currency,
      customer: mailCustomer(input, names),
      mails: (request) =>
        destinationInquiryMails(
          { ...request, destinationName: destination.name, startDate: input.start_date, serviceClass: names.class_id },
          deps.config.AGENCY_EMAIL,
        ),
    },
    deps,
  );
}
