import { agencyDateTime } from '#domain/dates/agency-time.js';

/** An instant with its year, in the agency's own clock and labelled (lists that reach back further than the desk's). */
export const adminTime = (iso: string | null) => (iso ? agencyDateTime(iso) : '—');
