import { msg, type MessageValues } from '#web/i18n/i18n.js';
import {
  BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION,
  DEPOSIT_PERCENT,
  PAY_IN_FULL_WITHIN_DAYS,
} from '#domain/requests/payment-schedule.js';
import { CANCELLATION_POLICY } from './cancellation-policy.js';

export interface LegalSection {
  /** the section's messages (marked with msg, shown with t) */
  title: string;
  paragraphs: readonly string[];
  /** what the paragraphs fill in (`{depositPercent}`): the figures stay in code, not in the translations */
  values?: MessageValues;
}

/** The payment rule in figures, the same one the confirmation e-mail and PDF compute. */
const PAYMENT_FIGURES = {
  depositPercent: DEPOSIT_PERCENT,
  depositDays: DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION,
  balancePercent: 100 - DEPOSIT_PERCENT,
  balanceDays: BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  payInFullDays: PAY_IN_FULL_WITHIN_DAYS,
};

export const LEGAL_UPDATED = '2025-03-01';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: msg('What we collect'),
    paragraphs: [
      msg(
        'The details you give us when you send an inquiry, a booking request or create an account: your name, e-mail address, phone number, country, travel dates, group size and the notes you write. If you choose to upload a passport image when registering, we keep it only to prepare park permits and lodge bookings.',
      ),
    ],
  },
  {
    title: msg('How we use it'),
    paragraphs: [
      msg(
        'To answer your inquiry, plan and run your trip, send you the documents you need and, if you subscribed, our newsletter. We do not sell your data, and we do not use it for advertising on other sites.',
      ),
    ],
  },
  {
    title: msg('Who we share it with'),
    paragraphs: [
      msg(
        'Only the people who need it to deliver your trip: the lodges, hotels, park authorities and transport partners on your itinerary, and our payment provider when you pay.',
      ),
    ],
  },
  {
    title: msg('Your choices'),
    paragraphs: [
      msg(
        'You can ask to see, correct or delete your data at any time, and unsubscribe from the newsletter with one click. Write to us and we will reply within 30 days.',
      ),
      msg(
        'With an account you can do it yourself in your dashboard: download everything we keep about you as a file, or delete the account with your password. Your requests and payments then stay in our bookkeeping, without your name, e-mail address, phone number or notes.',
      ),
    ],
  },
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: msg('Bookings and deposits'),
    values: PAYMENT_FIGURES,
    paragraphs: [
      msg(
        'A booking request is not yet a booking. We first confirm availability by e-mail and send a booking confirmation with your payment dates and our bank details; your booking is confirmed once we receive your deposit: {depositPercent}% of the trip price, due within {depositDays} days of that e-mail.',
      ),
    ],
  },
  {
    title: msg('Balance payment'),
    values: PAYMENT_FIGURES,
    paragraphs: [
      msg(
        'The remaining balance is due before departure: the other {balancePercent}% of the trip price, {balanceDays} days before your first day, the date shown on your booking confirmation. Until that day, cancelling refunds your deposit in full (see below).',
      ),
      msg(
        'If we confirm your booking {payInFullDays} days or fewer before departure, the whole price is due at once, within {depositDays} days of our confirmation (and before your first day). If a payment is not made in time we may treat the booking as cancelled.',
      ),
    ],
  },
  {
    title: msg('Changes and cancellations'),
    paragraphs: [
      CANCELLATION_POLICY,
      msg(
        'Parks, weather or safety may occasionally require us to change an itinerary; we will always offer an alternative of similar value.',
      ),
    ],
  },
  {
    title: msg('Travel documents and insurance'),
    paragraphs: [
      msg(
        'You are responsible for a valid passport, visa and any required vaccinations. We strongly recommend travel insurance that covers medical care, evacuation and cancellation.',
      ),
    ],
  },
  {
    title: msg('Governing law'),
    paragraphs: [
      msg(
        'This agreement is governed by the laws of Tanzania, and any dispute will be heard by the courts of Tanzania.',
      ),
    ],
  },
];
