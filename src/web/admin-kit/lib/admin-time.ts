const instant = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Dar_es_Salaam',
});

/** An instant with its year, in the agency's own clock (lists that reach back further than the desk's). */
export const adminTime = (iso: string | null) => (iso ? instant.format(new Date(iso)) : '—');
