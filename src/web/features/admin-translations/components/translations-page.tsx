import { Link, useParams, useSearchParams } from 'react-router';
import { TRANSLATION_LOCALES, type TranslationLocale } from '#domain/api/admin-translations.js';
import { LOCALE_NAMES } from '#domain/i18n/locales.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { cn } from '#web/lib/cn.js';
import { ItemPage } from '#web/features/admin-catalogue/components/item-page.js';
import type { CatalogueKind } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { useItemTranslations } from '#web/features/admin-translations/api/item-translations.js';
import { TranslationsEditor } from './translations-editor.js';

const asLocale = (value: string | null): TranslationLocale =>
  TRANSLATION_LOCALES.find((locale) => locale === value) ?? 'it';

/** The Translations tab of a trip or a destination: one language at a time, chosen in the URL (`?locale=de`). */
export function TranslationsPage({ kind }: { kind: CatalogueKind }) {
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const locale = asLocale(search.get('locale'));
  const translations = useItemTranslations(kind, uuid, locale);
  const name = translations.data?.texts.find((text) => text.label === 'Name')?.english;
  const pathIn = (other: TranslationLocale) =>
    kind === 'trip' ? adminPaths.tripTranslations(uuid, other) : adminPaths.destinationTranslations(uuid, other);
  const languages = (
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
  );
  return (
    <ItemPage
      kind={kind}
      uuid={uuid}
      current="translations"
      name={name}
      query={translations}
      what="translations"
      nav={languages}
    >
      {(data) => <TranslationsEditor key={`${uuid}:${locale}`} kind={kind} uuid={uuid} translations={data} />}
    </ItemPage>
  );
}
