import { DEFAULT_LOCALE } from '#domain/i18n/locales.js';
import { bookingTotal } from '#domain/pricing/booking-total.js';
import { startDateProblem, todayInDarEsSalaam, type TripBookingInput } from '#domain/schemas/booking.js';
import { tripDurationDays, tripEndDate } from '#domain/trips/duration.js';
import { BOOKING_INVALID_SELECTION_MESSAGE, TRIP_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound, validationError } from '#server/lib/http-error.js';
import { tripBookingMails } from '#server/mail/templates/booking.js';
import { createBookingsRepository, type BookingSummary } from '#server/repositories/bookings-repository.js';
import { oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import type { SentIn } from './request-mails.js';
import { catalogueIn, tripName } from './catalogue-in-language.js';
import { saveBookingOnce } from './save-booking-once.js';
import { mailCustomer } from './traveller.js';

/** A tourist books a trip: priced here by season, group tier and class; the same request twice is one booking. */
export async function submitTripBooking(input: TripBookingInput & SentIn, deps: UseCaseDeps): Promise<BookingSummary> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  // The date rule depends on the day, so it is checked here, on the agency's calendar.
  const dateProblem = startDateProblem(input.start_date, todayInDarEsSalaam());
  if (dateProblem) throw validationError({ start_date: [dateProblem] });
  const bookings = createBookingsRepository(deps.db);
  const trip = await bookings.publishedTrip(input.trip_uuid);
  if (!trip) throw notFound(TRIP_NOT_FOUND_MESSAGE);
  const names = await referencedNames(deps.db, {
    class_id: oneOf('serviceClasses', input.class_id, BOOKING_INVALID_SELECTION_MESSAGE),
    gender: oneOf('genders', input.gender, BOOKING_INVALID_SELECTION_MESSAGE),
    country: oneOf('countries', input.country, BOOKING_INVALID_SELECTION_MESSAGE),
  });
  const serviceClass = names.class_id;
  // The tourist's e-mail names the trip as the page they booked from did; the desk keeps the English.
  const nameInLanguage = tripName(await catalogueIn(deps.db, locale, [trip.id]), trip.id, trip.name);
  const price = bookingTotal({
    startDate: input.start_date,
    guestCount: input.guest_count,
    serviceClass,
    basePrice: trip.basePrice,
    budgets: await bookings.budgetRows(trip.id),
  });
  // The trip's group is not part of what was asked: a second click from another group view is a twin.
  const { trip_group_uuid: _group, ...asked } = input;
  const days = tripDurationDays({
    name: trip.name,
    from_date: trip.fromDate,
    to_date: trip.toDate,
    trip_points: trip.lastDay ? [{ day_number: trip.lastDay }] : [],
  });
  return saveBookingOnce(
    {
      item: { itemType: 'trip', tripId: trip.id },
      itemName: trip.name,
      // Stored as a request from the cart stores a trip line: to the trip's last day (start + days − 1).
      endDate: tripEndDate(input.start_date, days),
      traveller: input,
      asked,
      price: { season: price.season, tier: price.tier, totalPrice: price.total },
      serviceClass,
      locale,
      currency: input.currency,
      customer: mailCustomer(input, names),
      mails: (request) =>
        tripBookingMails(
          {
            ...request,
            tripName: nameInLanguage,
            englishTripName: trip.name,
            startDate: input.start_date,
            serviceClass,
            season: price.season,
            tier: price.tier,
            totalPrice: price.total,
            fromBudget: price.fromBudget,
          },
          deps.config.AGENCY_EMAIL,
        ),
    },
    deps,
  );
}
