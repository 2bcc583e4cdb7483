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

const instant = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Dar_es_Salaam',
});

/** An instant in the agency's own clock (the office is in Tanzania, wherever the laptop is). */
export const deskTime = (iso: string) => instant.format(new Date(iso));

/** How long a request has waited, in whole hours ('26 h'), or days past two days ('3 d'). */
export function waitedFor(iso: string, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000));
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
