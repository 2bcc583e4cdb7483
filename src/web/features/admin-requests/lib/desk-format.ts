import { agencyDateTime } from '#domain/dates/agency-time.js';
import { displayDate } from '#domain/dates/display-date.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** A desk amount: USD as stored; '—' when the agency prices it by proposal. */
export function deskMoney(amount: number | null, currency = 'USD'): string {
  if (amount === null) return '—';
  if (currency === 'USD') return usd.format(amount);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

/** A calendar date in words ('Sat, 12 Dec 2026'), '—' when there is none. */
export const deskDate = (value: string | null) => (value ? displayDate(value) : '—');

/**
 * An instant in the agency's own clock, labelled ('24 Nov, 09:05 EAT'): the office is in Tanzania, wherever the
 * laptop is, and the tourist's tracking page shows the same time for the same moment.
 */
export const deskTime = (iso: string) => agencyDateTime(iso, 'en', { year: false });

/** The same with its year ('12 Jun 2027, 09:00 EAT'), for moments months ahead (the planned e-mails). */
export const deskMoment = (iso: string) => agencyDateTime(iso, 'en');

/** How long a request has waited, in whole hours ('26 h'), or days past two days ('3 d'). */
export function waitedFor(iso: string, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000));
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
