import { DEFAULT_LOCALE } from '#domain/i18n/locales.js';
import { currencySentIn } from './sent-currency.js';
import { cartLineProblem } from '#domain/pricing/cart-line.js';
import { tripEndDate } from '#domain/trips/duration.js';
import { earliestStartDate, todayInDarEsSalaam } from '#domain/schemas/booking.js';
import type { CartRequestInput } from '#domain/schemas/cart-request.js';
import { CART_EMPTY_MESSAGE, DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE } from '#domain/schemas/messages.js';
import { validationError } from '#server/lib/http-error.js';
import { cartRequestMails, type CartRequestMailLine } from '#server/mail/templates/cart-request.js';
import {
  createBookingsRepository,
  type NewBooking,
  type RequestSummary,
} from '#server/repositories/bookings-repository.js';
import { createCartRepository, type CartRequestLine } from '#server/repositories/cart-repository.js';
import { createRequestsRepository } from '#server/repositories/requests-repository.js';
import { createReferenceRepository } from '#server/repositories/reference-repository.js';
import { oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import type { SignedInDeps, UseCaseDeps } from '#server/use-cases/use-case.js';
import { requestFingerprint } from './request-fingerprint.js';
import { isOwnAddress, queueRequestMails, type SentIn } from './request-mails.js';
import { mailCustomer } from './traveller.js';

/**
 * A signed-in tourist sends their whole cart as one request: every line becomes a booking row
 * under one reference (trips priced like bookings, destinations to quote), the agency gets one
 * e-mail listing every line, and the lines leave the cart. The same request again within seconds
 * (a double click) answers the first one's reference and sends nothing twice.
 */
export async function sendCartRequest(input: CartRequestInput & SentIn, deps: SignedInDeps): Promise<RequestSummary> {
  const { userId } = deps;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const names = await referencedNames(deps.db, {
    gender: oneOf('genders', input.gender, DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE),
    country: oneOf('countries', input.country, DESTINATION_INQUIRY_INVALID_SELECTION_MESSAGE),
  });
  const classIds = await classIdsByName(deps);
  const fingerprint = requestFingerprint('cart', userId, input);
  return deps.mail.inTransaction(async (tx, queue) => {
    const bookings = createBookingsRepository(tx);
    const cart = createCartRepository(tx);
    // One request per tourist at a time: the second of two clicks waits, then finds the first.
    await bookings.lockFingerprint(`cart-request:${userId}`);
    const earlier = await bookings.recentRequestByFingerprint(fingerprint);
    if (earlier) return earlier;
    // In the order the tourist added them: the first thing they chose is line 1.
    const lines = (await cart.requestLines(userId)).reverse();
    if (lines.length === 0) throw validationError({ cart: [CART_EMPTY_MESSAGE] });
    const earliest = earliestStartDate(todayInDarEsSalaam());
    const problems = lines.flatMap(({ view }) => {
      const problem = cartLineProblem(
        { type: view.cartable_type, name: view.cartable.name, startDate: view.start_date, guests: view.quantity },
        earliest,
      );
      return problem ? [problem] : [];
    });
    if (problems.length > 0) throw validationError({ cart: problems });

    const rows = lines.map((line) => bookingRow(line, input, userId, fingerprint, classIds));
    const priced = rows.flatMap((row) => (row.totalPrice === null ? [] : [row.totalPrice]));
    const totalPrice = priced.length > 0 ? priced.reduce((sum, value) => sum + value, 0) : null;
    const requestsRepo = createRequestsRepository(tx);
    const money = await currencySentIn(tx, input.currency);
    const request = await requestsRepo.create({
      ...money.columns,
      ...requestHead(lines, rows),
      userId,
      firstName: input.fname,
      lastName: input.lname,
      email: input.email,
      phone: input.phone,
      countryId: input.country,
      totalPrice,
      locale,
    });
    const { reference } = request;
    await bookings.createLines(request, rows);
    await cart.removeRows(
      userId,
      lines.map((line) => line.view.uuid),
    );
    const trackingUrl = await requestsRepo.issueTrackingLink({ ...request, locale }, deps.config.PUBLIC_URL);
    const mails = cartRequestMails(
      {
        reference,
        trackingUrl,
        lines: lines.map(mailLine),
        customer: mailCustomer(input, names),
        note: input.note,
        ownAddress: await isOwnAddress(tx, userId, input.email),
        locale,
        sent: money.sent,
      },
      deps.config.AGENCY_EMAIL,
    );
    await queueRequestMails(tx, queue, mails, request.id, deps);
    return { reference, lines: rows.length, pricedLines: priced.length, totalPrice };
  });
}

/** What the desk's inbox shows of a whole cart: the first line's name and how many more, the widest dates. */
function requestHead(lines: readonly CartRequestLine[], rows: readonly NewBooking[]) {
  const first = lines[0]!.view.cartable.name;
  const starts = rows.flatMap((row) => (row.startDate ? [row.startDate] : [])).sort();
  const ends = rows.flatMap((row) => ((row.endDate ?? row.startDate) ? [(row.endDate ?? row.startDate)!] : [])).sort();
  return {
    type: rows.some((row) => row.itemType === 'trip') ? ('trip_booking' as const) : ('destination_booking' as const),
    itemName: lines.length > 1 ? `${first} + ${lines.length - 1} more` : first,
    startDate: starts[0] ?? null,
    endDate: ends.at(-1) ?? null,
    guests: Math.max(...rows.map((row) => row.guestCount)),
  };
}

/** The service classes by lower-case name: a trip line without a class is priced (and stored) in Economy. */
async function classIdsByName(deps: UseCaseDeps): Promise<Map<string, number>> {
  const classes = await createReferenceRepository(deps.db).serviceClasses();
  return new Map(classes.map((c) => [c.name.trim().toLowerCase(), c.id]));
}

function lineEndDate({ view }: CartRequestLine): string | null {
  return view.cartable_type === 'trip' ? tripEndDate(view.start_date, view.days) : view.end_date;
}

function bookingRow(
  line: CartRequestLine,
  input: CartRequestInput,
  userId: number,
  fingerprint: string,
  classIds: Map<string, number>,
): NewBooking {
  const { view } = line;
  const priceClass = view.price ? classIds.get(view.price.service_class.trim().toLowerCase()) : undefined;
  return {
    itemType: view.cartable_type,
    ...(view.cartable_type === 'trip' ? { tripId: line.tripId! } : { destinationId: line.destinationId! }),
    userId,
    serviceClassId: view.class_id ?? priceClass ?? null,
    genderId: input.gender,
    countryId: input.country,
    guestCount: view.quantity,
    startDate: view.start_date,
    endDate: lineEndDate(line),
    firstName: input.fname,
    lastName: input.lname,
    email: input.email,
    phone: input.phone,
    note: input.note,
    season: view.price?.season ?? null,
    tier: view.price?.tier ?? null,
    totalPrice: view.price?.total ?? null,
    fingerprint,
  };
}

function mailLine(line: CartRequestLine): CartRequestMailLine {
  const { view } = line;
  return {
    type: view.cartable_type,
    name: view.cartable.name,
    startDate: view.start_date,
    endDate: lineEndDate(line),
    guests: view.quantity,
    serviceClass: view.price?.service_class ?? null,
    price: view.price && {
      season: view.price.season,
      tier: view.price.tier,
      total: view.price.total,
      fromBudget: view.price.from_budget,
    },
  };
}
