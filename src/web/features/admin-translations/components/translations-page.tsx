import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { TRANSLATION_LOCALES, type TranslationLocale } from '#domain/api/admin-translations.js';
import { LOCALE_NAMES } from '#domain/i18n/locales.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { cn } from '#web/lib/cn.js';
import { useItemTranslations, type TranslatedKind } from '#web/features/admin-translations/api/item-translations.js';
import { ItemPageTabs } from './item-page-tabs.js';
import { TranslationsEditor } from './translations-editor.js';

const asLocale = (value: string | null): TranslationLocale =>
  TRANSLATION_LOCALES.find((locale) => locale === value) ?? 'it';

/** The Translations tab of a trip or a destination: one language at a time, chosen in the URL (`?locale=de`). */
export function TranslationsPage({ kind }: { kind: TranslatedKind }) {
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const locale = asLocale(search.get('locale'));
  const translations = useItemTranslations(kind, uuid, locale);
  const name = translations.data?.texts.find((text) => text.label === 'Name')?.english;
  const what = kind === 'trip' ? 'Trip' : 'Destination';
  const pathIn = (other: TranslationLocale) =>
    kind === 'trip' ? adminPaths.tripTranslations(uuid, other) : adminPaths.destinationTranslations(uuid, other);
  return (
    <section aria-labelledby="translations-title" className="space-y-3">
      <PageTitle title={`Translations · ${name ?? what}`} />
      <Link
        to={kind === 'trip' ? adminPaths.trips() : adminPaths.destinations()}
        className="inline-flex items-center gap-1 text-sm text-ink/75 hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {kind === 'trip' ? 'Trips' : 'Destinations'}
      </Link>
      <h1 id="translations-title" className="font-display text-xl font-semibold">
        {name ?? what}
      </h1>
      <ItemPageTabs kind={kind} uuid={uuid} current="translations" />
      <nav aria-label="Language" className="flex flex-wrap gap-2">
        {TRANSLATION_LOCALES.map((other) => (
          <Link
            key={other}
            to={pathIn(other)}
            aria-current={other === locale ? 'page' : undefined}
            className={cn(
              'rounded-full px-3 py-1 text-sm font-semibold ring-1',
              other === locale ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-ink/20 hover:ring-ink',
            )}
          >
            {LOCALE_NAMES[other]}
          </Link>
        ))}
      </nav>
      {translations.isError ? (
        <QueryError error={translations.error} onRetry={() => void translations.refetch()} what="translations" />
      ) : !translations.data ? (
        <Skeleton aria-busy="true" className="h-96 w-full" />
      ) : (
        <TranslationsEditor key={`${uuid}:${locale}`} kind={kind} uuid={uuid} translations={translations.data} />
      )}
    </section>
  );
}
