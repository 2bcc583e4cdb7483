import { useEffect, useRef, useState } from 'react';
import type { TravellersDetailsAnswer } from '#domain/api/travellers.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import type { TrackedRequest } from '#web/features/requests/api/get-tracked-request.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';
import { formatDay } from './request-lines.js';
import type { TrackedAccess } from './tracked-access.js';
import { TravellersForm } from './travellers-form.js';

/** What was sent, as the tourist may see it: passport numbers masked. */
function SentTravellers({ sent }: { sent: TravellersDetailsAnswer }) {
  const t = useT();
  const locale = useLocale();
  // The nationality in the page's language, as the form's list names it.
  const countries = useSplash().data?.countries;
  const day = (value: string | null) => (value ? (formatDay(value, locale) ?? value) : '—');
  return (
    <div className="space-y-4" data-testid="travellers-sent">
      <ul className="grid gap-3 sm:grid-cols-2">
        {sent.travellers.map((person, index) => (
          <li key={index} className="rounded-xl bg-sand/60 p-4">
            <p className="font-semibold break-words text-ink">{person.full_name}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink/65">{t('Nationality')}</dt>
              <dd>
                {countries?.find((country) => country.id === person.nationality.id)?.label ?? person.nationality.name}
              </dd>
              <dt className="text-ink/65">{t('Date of birth')}</dt>
              <dd>{day(person.date_of_birth)}</dd>
              <dt className="text-ink/65">{t('Passport')}</dt>
              <dd className="font-mono">{person.passport_number ?? '—'}</dd>
              <dt className="text-ink/65">{t('Valid until')}</dt>
              <dd>{day(person.passport_expiry)}</dd>
              {person.dietary && (
                <>
                  <dt className="text-ink/65">{t('Dietary needs')}</dt>
                  <dd className="break-words">{person.dietary}</dd>
                </>
              )}
              {person.medical && (
                <>
                  <dt className="text-ink/65">{t('Medical notes')}</dt>
                  <dd className="break-words">{person.medical}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink/75">
        {sent.arrival.flight && (
          <>
            {t('Arrival flight')}: <strong>{sent.arrival.flight}</strong> ·{' '}
          </>
        )}
        {sent.emergency_contact && (
          <>
            {t('Emergency contact')}: <strong>{sent.emergency_contact.name}</strong> ({sent.emergency_contact.phone})
          </>
        )}
      </p>
    </div>
  );
}

/**
 * Once the trip is confirmed: the travellers' details the agency needs for the parks and lodges. A form until they
 * are sent, then what was sent (passport numbers masked) with a way to change it.
 */
export function TrackedTravellers({ request, access }: { request: TrackedRequest; access: TrackedAccess }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const section = useRef<HTMLElement>(null);
  // The dashboard's "Add travellers' details" opens the page at the form (`#travellers`), once it is drawn.
  useEffect(() => {
    if (window.location.hash === '#travellers') section.current?.scrollIntoView({ block: 'start' });
  }, []);
  if (request.status !== 'confirmed' && !request.travellers) return null;
  const sent = request.travellers;
  const erased = sent?.erased_at != null;
  const showForm = request.status === 'confirmed' && !erased && (editing || !sent);
  return (
    <section
      ref={section}
      id="travellers"
      aria-labelledby="travellers-heading"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="travellers-heading" className="font-display text-xl font-semibold">
        {t("Travellers' details")}
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink/75">
        {erased
          ? t('Passport numbers and personal notes were erased after your trip.')
          : t(
              'The parks and lodges need every guest’s passport details. Tanzania asks for a passport valid at least six months after your trip.',
            )}
      </p>
      {showForm ? (
        <TravellersForm
          request={request}
          access={access}
          onDone={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        sent && (
          <>
            {saved && <FormAlert tone="success" title={t('Thank you: the details are saved.')} className="mb-4" />}
            <SentTravellers sent={sent} />
            {request.status === 'confirmed' && !erased && (
              <Button
                type="button"
                variant="outline"
                className="mt-5"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                {t('Change details')}
              </Button>
            )}
          </>
        )
      )}
    </section>
  );
}
