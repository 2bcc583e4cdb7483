import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TranslationLocale } from '#domain/api/admin-translations.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { sourceHash, textKey, type TextPlace, type Translator } from '#server/translations/catalogue-texts.js';

/** A stored translation: its text and the hash of the English it was made from. */
export interface StoredTranslation {
  text: string;
  sourceHash: string;
}

const columns = {
  kind: t.catalogueTranslations.itemKind,
  itemId: t.catalogueTranslations.itemId,
  field: t.catalogueTranslations.field,
  position: t.catalogueTranslations.position,
  text: t.catalogueTranslations.text,
  sourceHash: t.catalogueTranslations.sourceHash,
};

/** Only a translation made from the English as it is now is shown: an outdated one waits for the editor. */
const currentFor = (stored: StoredTranslation | undefined, english: string): string =>
  stored && stored.sourceHash === sourceHash(english) ? stored.text : english;

export function createTranslationsRepository(db: DbOrTx) {
  /** The translations of these items (and of every category) in one language, by text key. */
  async function stored(
    locale: TranslationLocale,
    items: { trips?: readonly number[]; destinations?: readonly number[]; categories?: readonly number[] },
  ): Promise<Map<string, StoredTranslation>> {
    const ofKind = (kind: string, ids: readonly number[] | undefined) =>
      ids && ids.length > 0
        ? and(eq(t.catalogueTranslations.itemKind, kind), inArray(t.catalogueTranslations.itemId, [...ids]))
        : undefined;
    const which = or(
      ofKind('trip', items.trips),
      ofKind('destination', items.destinations),
      ofKind('category', items.categories),
    );
    if (!which) return new Map();
    const rows = await db
      .select(columns)
      .from(t.catalogueTranslations)
      .where(and(eq(t.catalogueTranslations.locale, locale), which));
    return new Map(rows.map((row) => [textKey(row), { text: row.text, sourceHash: row.sourceHash }]));
  }

  return {
    stored,

    /** Every category's id by its English name: a page names its categories by name alone. */
    async categoryIds(): Promise<Map<string, number>> {
      const rows = await db.select({ id: t.categories.id, name: t.categories.name }).from(t.categories);
      return new Map(rows.map((row) => [row.name, row.id]));
    },

    /**
     * What lays one language over these trips' and destinations' English: their own translations and every
     * category's (a few dozen names), read in two statements whatever the number of items.
     */
    async translator(
      locale: TranslationLocale,
      items: { trips?: readonly number[]; destinations?: readonly number[] },
    ): Promise<Translator> {
      const [own, categories] = await Promise.all([
        stored(locale, items),
        db
          .select({ english: t.categories.name, text: columns.text, sourceHash: columns.sourceHash })
          .from(t.catalogueTranslations)
          .innerJoin(
            t.categories,
            and(eq(columns.kind, 'category'), eq(t.categories.id, t.catalogueTranslations.itemId)),
          )
          .where(eq(t.catalogueTranslations.locale, locale)),
      ]);
      const byName = new Map(categories.map((row) => [row.english, row]));
      return {
        text: (place: TextPlace, english: string) => currentFor(own.get(textKey(place)), english),
        category: (english: string) => currentFor(byName.get(english), english),
      };
    },

    /** Writes each text's translation for the English it was made from; an empty text removes it. */
    async save(
      locale: TranslationLocale,
      texts: readonly { place: TextPlace; text: string; english: string }[],
      staffId: number | null,
    ): Promise<void> {
      for (const { place, text, english } of texts) {
        const where = and(
          eq(t.catalogueTranslations.itemKind, place.kind),
          eq(t.catalogueTranslations.itemId, place.itemId),
          eq(t.catalogueTranslations.locale, locale),
          eq(t.catalogueTranslations.field, place.field),
          eq(t.catalogueTranslations.position, place.position),
        );
        if (text === '') {
          await db.delete(t.catalogueTranslations).where(where);
          continue;
        }
        await db
          .insert(t.catalogueTranslations)
          .values({
            itemKind: place.kind,
            itemId: place.itemId,
            field: place.field,
            position: place.position,
            locale,
            text,
            sourceHash: sourceHash(english),
            staffId,
          })
          .onConflictDoUpdate({
            target: [
              t.catalogueTranslations.itemKind,
              t.catalogueTranslations.itemId,
              t.catalogueTranslations.locale,
              t.catalogueTranslations.field,
              t.catalogueTranslations.position,
            ],
            set: { text, sourceHash: sourceHash(english), staffId, updatedAt: sql`now()` },
          });
      }
    },
  };
}
