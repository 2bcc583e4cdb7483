import type { RequestStatusMail } from './request-status.js';

// What the templates' tests write about, in one place so that every test reads the same request.

export const AGENCY = 'bookings@kilele-safaris.example';

/** The request the desk's later e-mails are about: 2 guests from 10 August 2027, $4,215.50, by Neema Mushi. */
export const SAFARI_REQUEST = {
  reference: 'TZ-7K3M9Q',
  itemName: 'Serengeti Migration Safari',
  startDate: '2027-08-10',
  guests: 2,
  price: 4215.5,
  message: null,
  agentName: 'Neema Mushi',
} satisfies Partial<RequestStatusMail>;
