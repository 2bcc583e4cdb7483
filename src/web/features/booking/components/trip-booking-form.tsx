import { useEffect, useState, type FocusEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useAppSearchParams, useAppNavigate } from '#web/lib/navigation.js';
import type { Trip } from '#domain/api/catalogue.js';
import { isCalendarDate } from '#domain/dates/calendar-date.js';
import { readTripPageParams } from '#domain/site-paths.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { todayInDarEsSalaam, tripBookingSchema } from '#domain/schemas/booking.js';
import {
  BOOKING_FAILED_MESSAGE,
  BOOKING_INVALID_SELECTION_MESSAGE,
  BOOKING_REQUIRED_MESSAGE,
  GUEST_COUNT_MIN_MESSAGE,
} from '#domain/schemas/messages.js';
import { MIN_TRIP_GUESTS } from '#domain/pricing/group-tier.js';
import { MessageDialog } from '#web/components/ui/message-dialog.js';
import { paths } from '#web/config/paths.js';
import { clearFormDraft } from '#web/lib/form-draft.js';
import { usePartyChoice } from '#web/lib/party-choice.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { useSaveBooking, type BookingConfirmation } from '#web/features/booking/api/save-booking.js';
import { useBookingAlert } from '#web/features/booking/hooks/use-booking-alert.js';
import { tomorrowInDarEsSalaam } from '#web/features/booking/lib/booking-dates.js';
import { BOOKING_DEFAULTS, BOOKING_TRAVELLER_FIELDS } from '#web/features/booking/lib/booking-form.js';
import { knownClassId, tripBookingPrefill } from '#web/features/booking/lib/booking-prefill.js';
import { useTravellerPrefill } from '#web/features/auth/hooks/use-traveller-prefill.js';
import { BookingFields } from './booking-fields.js';
import { BookingFormFrame } from './booking-form-frame.js';
import { StartDateNotes } from './start-date-notes.js';
import { TripPricePreview } from './trip-price-preview.js';
import { usePartySync } from '#web/features/booking/hooks/use-party-sync.js';
import { useRich, useT } from '#web/i18n/i18n.js';

/** The booking rules of today, on the agency's calendar; the trip is the page's, not a field. */
const bookingSchemaOfToday = () =>
  tripBookingSchema(todayInDarEsSalaam()).omit({ trip_uuid: true, trip_group_uuid: true });

/** A trip booking request: the form of the Book Now tab. */
export function TripBookingForm({ trip }: { trip: Trip }) {
  const t = useT();
  const rich = useRich();
  const splash = useSplash();
  const { times } = useCurrency();
  const navigate = useAppNavigate();
  const searchParams = useAppSearchParams();
  const [tomorrow] = useState(() => tomorrowInDarEsSalaam());
  const [schema] = useState(bookingSchemaOfToday);
  // The page's party choice (the URL's, or what the summary's picker changed since): start date (never silently
  // dropped), guests and class (site-paths TripPageQuery).
  const party = usePartyChoice(trip.uuid);
  const [prefill] = useState(() =>
    tripBookingPrefill(
      {
        ...readTripPageParams(searchParams),
        checkIn: party.choice.startDate,
        guests: party.choice.guests === null ? null : String(party.choice.guests),
        classId: party.choice.classId,
      },
      tomorrow,
    ),
  );
  // What the visitor typed outlives a reload (a currency switch) and a tab change; the selects wait for their options.
  const draftKey = `trip-booking:${trip.uuid}`;
  const form = useZodForm(
    schema,
    { ...BOOKING_DEFAULTS, guest_count: String(MIN_TRIP_GUESTS), ...prefill.values },
    { draft: { key: draftKey, ready: splash.data !== undefined } },
  );
  const { control, setValue, getValues } = form;
  useTravellerPrefill(form, BOOKING_TRAVELLER_FIELDS, splash.data);
  const alert = useBookingAlert(form, 'trip-booking-alert');
  const [confirmation, setConfirmation] = useState<(BookingConfirmation & { guests: number }) | null>(null);
  const mutation = useSaveBooking();

  const classes = splash.data?.searviceClasses ?? [];
  const economy = classes.find((c) => c.name.trim().toLowerCase() === 'economy') ?? classes[0];
  // Once the reference data is there: the class asked for when it is known, else Economy.
  useEffect(() => {
    // The select may have dropped the URL's class while its options were not there yet.
    const wanted = getValues('class_id') || (prefill.values.class_id ?? '');
    const known = knownClassId(wanted, splash.data?.searviceClasses ?? []);
    if (economy) setValue('class_id', known ?? String(economy.id));
  }, [economy, splash.data, prefill, getValues, setValue]);

  const [startDate, guests, classId] = useWatch({ control, name: ['start_date', 'guest_count', 'class_id'] });
  usePartySync(form, party);
  const className = classes.find((c) => String(c.id) === classId)?.name;

  const onSubmit = form.handleSubmit((booking) => {
    const known = (list: readonly { id: number }[] | undefined, id: number) => !list || list.some((x) => x.id === id);
    if (
      !known(splash.data?.searviceClasses, booking.class_id) ||
      !known(splash.data?.genders, booking.gender) ||
      !known(splash.data?.countries, booking.country)
    ) {
      return alert.fail(BOOKING_INVALID_SELECTION_MESSAGE);
    }
    mutation.mutate(
      { ...booking, trip_uuid: trip.uuid, trip_group_uuid: '' },
      {
        onSuccess: (data) => {
          setConfirmation({ ...data, guests: booking.guest_count });
          clearFormDraft(draftKey);
          // A fresh form, and the page back to its starting price: this party's trip is asked for.
          form.reset({ ...BOOKING_DEFAULTS, guest_count: String(MIN_TRIP_GUESTS) });
          if (economy) setValue('class_id', String(economy.id));
          party.set({ startDate: null, guests: null, classId: null }, 'form');
        },
        onError: (error) => alert.sendFailed(error, BOOKING_FAILED_MESSAGE),
      },
    );
  });

  const [tooFewGuests, setTooFewGuests] = useState(false);
  const guestRegistration = form.register('guest_count', {
    // Leaving the field with fewer than 2 says so and resets it to 2.
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (!(Number(event.target.value) >= MIN_TRIP_GUESTS)) {
        setTooFewGuests(true);
        setValue('guest_count', String(MIN_TRIP_GUESTS));
      }
    },
  });

  return (
    <BookingFormFrame
      title={t('Request your booking')}
      lead={t(
        'Tell us who is travelling and when. Nothing is charged now: we check availability and confirm by e-mail.',
      )}
      onSubmit={onSubmit}
      alert={alert}
      pending={mutation.isPending}
      submitLabel={t('Book Now')}
      pendingLabel={t('Processing...')}
      success={{
        open: confirmation !== null,
        onClose: () => setConfirmation(null),
        title: t('Booking Successful'),
        actionLabel: t('Sure, Please.'),
        onAction: () => navigate(paths.home.getHref()),
        content: confirmation && (
          <>
            <p>
              {rich('Thank you, {name}. We have received your booking for {trip}.', {
                name: <strong className="text-ink">{confirmation.customer_name}</strong>,
                // The page's name for it, in the page's language (the booking keeps the English one).
                trip: <strong className="text-ink">{trip.name}</strong>,
              })}
            </p>
            <p className="text-lg">
              {rich('Total price: {price}', {
                // The price the form showed: per person as shown, times the guests (shown-price.ts).
                price: (
                  <strong className="text-gold-dark">
                    {times(confirmation.total_price / confirmation.guests, confirmation.guests).total}
                  </strong>
                ),
              })}
            </p>
            <p>
              {rich('Your reference is {reference}; it is in your confirmation e-mail too.', {
                reference: <strong className="text-ink">{confirmation.reference}</strong>,
              })}
            </p>
            <p>{t('Online payment is coming soon. Our team will follow up by e-mail with the next steps.')}</p>
          </>
        ),
      }}
    >
      <BookingFields
        mode="trip"
        form={form}
        guestRegistration={guestRegistration}
        requiredMessage={BOOKING_REQUIRED_MESSAGE}
        splash={splash.data}
        minDate={tomorrow}
        notePlaceholder={t('Dietary needs, celebrations, questions…')}
        startDateHint={<StartDateNotes prefill={prefill} startDate={startDate} days={tripDurationDays(trip)} />}
      />
      <TripPricePreview
        trip={trip}
        startDate={isCalendarDate(startDate) ? startDate : ''}
        guests={guests}
        serviceClass={className}
      />
      <MessageDialog
        open={tooFewGuests}
        onOpenChange={setTooFewGuests}
        message={t(GUEST_COUNT_MIN_MESSAGE)}
        actionLabel={t('OK')}
        // Back to the field the message is about, whichever field the visitor had moved on to.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          form.setFocus('guest_count');
        }}
      />
    </BookingFormFrame>
  );
}
