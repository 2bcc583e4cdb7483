import {
  BALANCE_DUE_DAYS_BEFORE_DEPARTURE,
  DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION,
  DEPOSIT_PERCENT,
  PAY_IN_FULL_WITHIN_DAYS,
} from '#domain/requests/payment-schedule.js';
import { CANCELLATION_POLICY } from './cancellation-policy.js';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

export const LEGAL_UPDATED = '2025-03-01';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'What we collect',
    paragraphs: [
      'The details you give us when you send an inquiry, a booking request or create an account: your name, e-mail address, phone number, country, travel dates, group size and the notes you write. If you choose to upload a passport image when registering, we keep it only to prepare park permits and lodge bookings.',
    ],
  },
  {
    title: 'How we use it',
    paragraphs: [
      'To answer your inquiry, plan and run your trip, send you the documents you need and, if you subscribed, our newsletter. We do not sell your data, and we do not use it for advertising on other sites.',
    ],
  },
  {
    title: 'Who we share it with',
    paragraphs: [
      'Only the people who need it to deliver your trip: the lodges, hotels, park authorities and transport partners on your itinerary, and our payment provider when you pay.',
    ],
  },
  {
    title: 'Your choices',
    paragraphs: [
      'You can ask to see, correct or delete your data at any time, and unsubscribe from the newsletter with one click. Write to us and we will reply within 30 days.',
    ],
  },
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Bookings and deposits',
    paragraphs: [
      `A booking request is not yet a booking. We first confirm availability by e-mail and send a booking confirmation with your payment dates and our bank details; your booking is confirmed once we receive your deposit: ${DEPOSIT_PERCENT}% of the trip price, due within ${DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION} days of that e-mail.`,
    ],
  },
  {
    title: 'Balance payment',
    paragraphs: [
      `The remaining balance is due before departure: the other ${100 - DEPOSIT_PERCENT}% of the trip price, ${BALANCE_DUE_DAYS_BEFORE_DEPARTURE} days before your first day, the date shown on your booking confirmation. Until that day, cancelling refunds your deposit in full (see below).`,
      `If we confirm your booking ${PAY_IN_FULL_WITHIN_DAYS} days or fewer before departure, the whole price is due at once, within ${DEPOSIT_DUE_DAYS_AFTER_CONFIRMATION} days of our confirmation (and before your first day). If a payment is not made in time we may treat the booking as cancelled.`,
    ],
  },
  {
    title: 'Changes and cancellations',
    paragraphs: [
      CANCELLATION_POLICY,
      'Parks, weather or safety may occasionally require us to change an itinerary; we will always offer an alternative of similar value.',
    ],
  },
  {
    title: 'Travel documents and insurance',
    paragraphs: [
      'You are responsible for a valid passport, visa and any required vaccinations. We strongly recommend travel insurance that covers medical care, evacuation and cancellation.',
    ],
  },
  {
    title: 'Governing law',
    paragraphs: [
      'This agreement is governed by the laws of Tanzania, and any dispute will be heard by the courts of Tanzania.',
    ],
  },
];
