import { isValid, parseISO } from 'date-fns';
import { Mail, MapPin, Phone } from 'lucide-react';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.js';
import type { DashboardData } from '#web/features/personal/api/get-dashboard.js';
import { nameOf } from '#web/features/personal/lib/reference-name.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { useT } from '#web/i18n/i18n.js';
import { formatDate } from '#web/lib/format-date.js';
import type { Locale } from '#domain/i18n/locales.js';
import { useLocale } from '#web/lib/locale.js';
import { EmailConfirmationNotice } from './email-confirmation-notice.js';

function memberSince(createdAt: string | null | undefined, locale: Locale): string | null {
  if (!createdAt) return null;
  const date = parseISO(createdAt);
  return isValid(date) ? formatDate(date, 'month', locale) : null;
}

/** Who is signed in: the profile as the server knows it. */
export function ProfileCard({ profile }: { profile: DashboardData['user_profile'] }) {
  const t = useT();
  const since = memberSince(profile.created_at, useLocale());
  const gender = nameOf(profile.gender);
  const facts = [
    { label: t('Tourist number'), value: profile.tourist_number },
    { label: t('Country'), value: nameOf(profile.country) },
    { label: t('Gender'), value: gender && referenceName(t, gender) },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  return (
    <section aria-labelledby="profile-name" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
      <div className="flex items-center gap-5">
        <InitialsAvatar name={profile.name} className="size-16 text-xl" />
        <div className="min-w-0">
          <h2 id="profile-name" className="font-display text-2xl font-semibold break-words">
            {profile.name}
          </h2>
          {since && <p className="text-sm text-ink/65">{t('Member since {date}', { date: since })}</p>}
        </div>
      </div>
      <ul className="mt-6 space-y-2.5 text-sm text-ink/80">
        <li className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-acacia" />
          <span className="min-w-0 break-all">{profile.email}</span>
        </li>
        {profile.phone && (
          <li className="flex items-center gap-3">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-acacia" />
            {profile.phone}
          </li>
        )}
        {profile.address && (
          <li className="flex items-center gap-3">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-acacia" />
            {profile.address}
          </li>
        )}
      </ul>
      {profile.email_verified === false && <EmailConfirmationNotice />}
      {facts.length > 0 && (
        <dl className="mt-6 grid gap-3 border-t border-ink/10 pt-5 text-sm sm:grid-cols-3 lg:grid-cols-1">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-ink/70">{fact.label}</dt>
              <dd className="font-medium text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
