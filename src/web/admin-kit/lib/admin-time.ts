import { agencyDateTime } from '#domain/dates/agency-time.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';

/** An instant with its year, in the agency's own clock and labelled (lists that reach back further than the desk's). */
export const adminTime = (iso: string | null) => (iso ? agencyDateTime(iso) : '—');

/** Today on the agency's calendar (YYYY-MM-DD in Dar es Salaam), wherever the laptop is: the day the server counts from. */
export const agencyToday = (now: Date = new Date()) => todayInDarEsSalaam(now);
