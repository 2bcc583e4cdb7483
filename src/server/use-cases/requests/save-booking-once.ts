import type { SentCurrency } from '#domain/currency/sent-currency.js';
import type { Locale } from '#domain/i18n/locales.js';
import type { SeasonName } from '#domain/pricing/season.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import type { MailCustomer } from '#server/mail/templates/booking-format.js';
import { createBookingsRepository, type BookingSummary } from '#server/repositories/bookings-repository.js';
import { createCartRepository } from '#server/repositories/cart-repository.js';
import { createRequestsRepository } from '#server/repositories/requests-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { requestFingerprint } from './request-fingerprint.js';
import { isOwnAddress, queueRequestMails } from './request-mails.js';
import { currencySentIn } from './sent-currency.js';
import { customerName, travellerColumns, type Traveller } from './traveller.js';

/** A trip booking or a destination inquiry, ready to store: both are rows of `bookings`. */
export interface BookingToSave {
  item: { itemType: 'trip'; tripId: number } | { itemType: 'destination'; destinationId: number };
  itemName: string;
  traveller: Traveller;
  /** a trip's last day (its start when it has no length); a destination inquiry has none */
  endDate?: string | null;
  /** what was asked, as parsed: the same fields again within seconds are the same booking */
  asked: Record<string, unknown>;
  price: { season: SeasonName | null; tier: number | null; totalPrice: number | null };
  serviceClass: string | null;
  /** the language it was sent in (the tourist's e-mails are written in it) */
  locale: Locale;
  /** the currency the tourist browsed in (its code; the rate is the site's when stored) */
  currency: string | undefined;
  /** the traveller as the e-mails name them (`mailCustomer`) */
  customer: MailCustomer;
  /** the tourist's confirmation and the agency's notification, once the reference is drawn */
  mails(request: BookingMailFields): OutgoingMail[];
}

/** What the e-mails of a trip booking and of a destination inquiry both say (mail/templates/booking.ts and …). */
export interface BookingMailFields {
  reference: string;
  /** the tourist's private page for this request */
  trackingUrl: string;
  guestCount: number;
  customer: MailCustomer;
  note: string | null;
  signedIn: boolean;
  /** the confirmation goes to the signed-in account's own address, so it may quote what the tourist wrote */
  ownAddress: boolean;
  locale: Locale;
  /** the currency it was sent in and the rate then: amounts are shown in it beside the USD */
  sent: SentCurrency;
}

/**
 * Stores a booking once per request: inside one transaction holding the request's fingerprint lock,
 * an identical request from the last seconds (a double click) is answered with the booking it made,
 * and sends no second mail. The row and its mails commit together; the mails go out after the commit.
 * A signed-in tourist's booked item leaves their cart in the same transaction.
 */
export async function saveBookingOnce(booking: BookingToSave, deps: UseCaseDeps): Promise<BookingSummary> {
  const fingerprint = requestFingerprint(booking.item.itemType, deps.userId, booking.asked);
  return deps.mail.inTransaction(async (tx, queue) => {
    const repo = createBookingsRepository(tx);
    await repo.lockFingerprint(fingerprint);
    const earlier = await repo.recentByFingerprint(fingerprint);
    if (earlier) return earlier;
    const { traveller } = booking;
    const requestsRepo = createRequestsRepository(tx);
    const money = await currencySentIn(tx, booking.currency);
    const request = await requestsRepo.create({
      ...money.columns,
      type: booking.item.itemType === 'trip' ? 'trip_booking' : 'destination_booking',
      userId: deps.userId,
      firstName: traveller.fname,
      lastName: traveller.lname,
      email: traveller.email,
      phone: traveller.phone,
      countryId: traveller.country,
      itemName: booking.itemName,
      startDate: traveller.start_date,
      endDate: booking.endDate ?? null,
      guests: traveller.guest_count,
      totalPrice: booking.price.totalPrice,
      locale: booking.locale,
    });
    const [row] = await repo.createLines(request, [
      {
        ...booking.item,
        userId: deps.userId,
        ...travellerColumns(traveller),
        endDate: booking.endDate ?? null,
        ...booking.price,
        fingerprint,
      },
    ]);
    if (deps.userId !== null) {
      const { item } = booking;
      const itemId = item.itemType === 'trip' ? item.tripId : item.destinationId;
      await createCartRepository(tx).removeItem(deps.userId, item.itemType, itemId);
    }
    const trackingUrl = await requestsRepo.issueTrackingLink(
      { ...request, locale: booking.locale },
      deps.config.PUBLIC_URL,
    );
    const mails = booking.mails({
      reference: request.reference,
      trackingUrl,
      guestCount: traveller.guest_count,
      customer: booking.customer,
      note: traveller.note,
      signedIn: deps.userId !== null,
      ownAddress: await isOwnAddress(tx, deps.userId, traveller.email),
      locale: booking.locale,
      sent: money.sent,
    });
    await queueRequestMails(tx, queue, mails, request.id, deps);
    return {
      uuid: row!.uuid,
      reference: request.reference,
      customerName: customerName(booking.traveller),
      itemName: booking.itemName,
      ...booking.price,
      serviceClass: booking.serviceClass,
    };
  });
}
