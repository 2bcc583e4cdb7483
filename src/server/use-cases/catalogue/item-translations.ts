import type { ItemTranslations, TranslatedText, TranslationLocale } from '#domain/api/admin-translations.js';
import type { TranslationsSaveInput } from '#domain/schemas/admin-translations.js';
import {
  DESTINATION_NOT_FOUND_ADMIN_MESSAGE,
  TRANSLATION_KEY_MESSAGE,
  TRANSLATION_LINE_MESSAGE,
  TRIP_NOT_FOUND_ADMIN_MESSAGE,
} from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import { notFound, validationError } from '#server/lib/http-error.js';
import { sanitizeRichText } from '#server/lib/sanitize.js';
import { isUuid } from '#server/lib/uuid.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';
import {
  destinationTexts,
  sourceHash,
  textKey,
  tripTexts,
  type CatalogueText,
} from '#server/translations/catalogue-texts.js';
import { createTranslationsRepository } from '#server/repositories/translations-repository.js';
import { recordCatalogueWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { CATALOGUE_AUDIT_ACTIONS, destinationTarget, tripTarget } from './catalogue-audit.js';

/** A trip's or a destination's page, in any state (a draft is translated before it is published). */
export interface TranslatedItem {
  kind: 'trip' | 'destination';
  uuid: string;
  locale: TranslationLocale;
}

const SINGLE_LINE = 500;

/** The texts of the item's page in the storefront's order, with the English each one shows now. */
async function pageTexts(db: DbOrTx, item: TranslatedItem): Promise<{ id: number; texts: CatalogueText[] }> {
  const notFoundMessage = item.kind === 'trip' ? TRIP_NOT_FOUND_ADMIN_MESSAGE : DESTINATION_NOT_FOUND_ADMIN_MESSAGE;
  if (!isUuid(item.uuid)) throw notFound(notFoundMessage);
  const catalogue = createCatalogueRepository(db);
  const categoryIds = await createTranslationsRepository(db).categoryIds();
  if (item.kind === 'trip') {
    const trip = await catalogue.findTripForPreview(item.uuid);
    if (!trip) throw notFound(notFoundMessage);
    return { id: trip.id, texts: tripTexts(trip, categoryIds) };
  }
  const found = await catalogue.findDestinationForPreview(item.uuid);
  if (!found) throw notFound(notFoundMessage);
  return { id: found.destination.id, texts: destinationTexts(found.destination, categoryIds) };
}

async function listing(db: DbOrTx, item: TranslatedItem): Promise<ItemTranslations> {
  const { id, texts } = await pageTexts(db, item);
  const stored = await createTranslationsRepository(db).stored(item.locale, {
    [item.kind === 'trip' ? 'trips' : 'destinations']: [id],
    categories: texts.filter((text) => text.kind === 'category').map((text) => text.itemId),
  });
  return {
    locale: item.locale,
    texts: texts.map((text): TranslatedText => {
      const translation = stored.get(textKey(text));
      return {
        key: textKey(text),
        label: text.label,
        shared: text.kind === 'category',
        html: text.html,
        english: text.english,
        text: translation?.text ?? null,
        state: !translation ? 'missing' : translation.sourceHash === sourceHash(text.english) ? 'current' : 'outdated',
      };
    }),
  };
}

/** The Translations tab: each text of the page beside its translation in one language, and where it stands. */
export function getItemTranslations(item: TranslatedItem, deps: UseCaseDeps): Promise<ItemTranslations> {
  return listing(deps.db, item);
}

/**
 * Saves the texts the editor changed, each for the English it shows now (so an outdated one saved again is
 * current). Rich texts are sanitised as the English ones are; a name or a line stays one line. The catalogue's
 * version moves, so every cached page in that language is made again.
 */
export async function saveItemTranslations(
  input: TranslatedItem & TranslationsSaveInput,
  deps: UseCaseDeps,
): Promise<ItemTranslations> {
  return deps.db.transaction(async (tx) => {
    const { texts } = await pageTexts(tx, input);
    const byKey = new Map(texts.map((text) => [textKey(text), text]));
    const changes = input.texts.map(({ key, text }) => {
      const source = byKey.get(key);
      if (!source) throw validationError({ texts: [TRANSLATION_KEY_MESSAGE] });
      const value = source.html ? sanitizeRichText(text) : text.trim();
      if (!source.html && (value.length > SINGLE_LINE || /[\r\n]/.test(value)))
        throw validationError({ [key]: [TRANSLATION_LINE_MESSAGE] });
      return { place: source, text: value, english: source.english };
    });
    await createTranslationsRepository(tx).save(input.locale, changes, deps.staffId ?? null);
    await recordCatalogueWrite(tx, deps, {
      action:
        input.kind === 'trip' ? CATALOGUE_AUDIT_ACTIONS.tripTranslate : CATALOGUE_AUDIT_ACTIONS.destinationTranslate,
      target: input.kind === 'trip' ? tripTarget(input.uuid) : destinationTarget(input.uuid),
      after: { locale: input.locale, texts: changes.map((change) => textKey(change.place)) },
    });
    return listing(tx, input);
  });
}
