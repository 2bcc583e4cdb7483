import type { DeskRequest } from '#domain/api/requests-desk.js';
import { deskDate } from '#web/features/admin-requests/lib/desk-format.js';

/** What the tourist sent for each guest, passport numbers in full (staff only), with the arrival and whom to call. */
export function RequestTravellers({ request }: { request: DeskRequest }) {
  const details = request.travel_details;
  if (!details) {
    return (
      <p className="text-ink/70">
        {request.status === 'confirmed'
          ? 'Not sent yet: the tourist fills them in on the tracking page.'
          : 'Asked for once the request is confirmed.'}
      </p>
    );
  }
  const day = (value: string | null) => (value ? deskDate(value) : '—');
  return (
    <div className="space-y-3">
      <p className="text-xs text-ink/70">
        Sent {deskDate(details.sent_at.slice(0, 10))}
        {details.erased_at ? ` · passport numbers and notes erased ${deskDate(details.erased_at.slice(0, 10))}` : ''}
        {!request.travellers_complete && !details.erased_at ? ' · incomplete' : ''}
      </p>
      <ul aria-label="Travellers" className="divide-y divide-ink/10">
        {request.travellers.map((person, index) => (
          <li key={index} className="grid gap-x-4 gap-y-0.5 py-2 sm:grid-cols-2">
            <span className="font-semibold break-words sm:col-span-2">{person.full_name}</span>
            <span>
              <span className="text-ink/65">Nationality </span>
              {person.nationality.name}
            </span>
            <span>
              <span className="text-ink/65">Born </span>
              {day(person.date_of_birth)}
            </span>
            <span>
              <span className="text-ink/65">Passport </span>
              <span className="font-mono">{person.passport_number ?? '—'}</span>
            </span>
            <span>
              <span className="text-ink/65">Valid until </span>
              {day(person.passport_expiry)}
            </span>
            {person.dietary && <span className="break-words sm:col-span-2">Dietary: {person.dietary}</span>}
            {person.medical && <span className="break-words sm:col-span-2">Medical: {person.medical}</span>}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/65">Arrival</dt>
        <dd>
          {[details.arrival.flight, details.arrival.arrival_at?.replace('T', ' ')].filter(Boolean).join(' · ') || '—'}
        </dd>
        <dt className="text-ink/65">Emergency</dt>
        <dd>
          {details.emergency_contact ? `${details.emergency_contact.name}, ${details.emergency_contact.phone}` : '—'}
        </dd>
      </dl>
    </div>
  );
}
