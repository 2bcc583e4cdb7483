import { asc } from 'drizzle-orm';
import type { TranslationLocale } from '#domain/api/admin-translations.js';
import type { Transaction } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { sanitizeRichText } from '#server/lib/sanitize.js';
import { sourceHash, type TextKind } from '#server/translations/catalogue-texts.js';
import { FRENCH } from './data/translations/fr.js';
import { GERMAN } from './data/translations/de.js';
import { ITALIAN } from './data/translations/it.js';
import type { SeedTranslations } from './data/types.js';

/** Fields of the storefront's rich text (sanitised as the English is); the others are plain lines. */
const RICH_FIELDS = new Set(['description', 'day_description']);

const DEMO_TRANSLATIONS: Record<TranslationLocale, SeedTranslations> = { it: ITALIAN, de: GERMAN, fr: FRENCH };

/** The English a translation is laid over, as stored: its hash marks the translation current. */
interface Source {
  kind: TextKind;
  itemId: number;
  field: string;
  position: number;
  english: string;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * The demo catalogue's Italian, German and French texts (data/translations), written as the back office's
 * Translations tab writes them: each for the English stored now, so every one is current.
 */
export async function seedDemoTranslations(tx: Transaction): Promise<void> {
  const [trips, points, destinations, facts, activities, categories] = await Promise.all([
    tx
      .select({ id: t.trips.id, slug: t.trips.slug, name: t.trips.name, description: t.trips.description })
      .from(t.trips),
    tx.select().from(t.tripPoints).orderBy(asc(t.tripPoints.order)),
    tx
      .select({
        id: t.destinations.id,
        slug: t.destinations.slug,
        name: t.destinations.name,
        description: t.destinations.description,
      })
      .from(t.destinations),
    tx.select().from(t.destinationFacts).orderBy(asc(t.destinationFacts.position)),
    tx.select().from(t.destinationActivities).orderBy(asc(t.destinationActivities.position)),
    tx.select({ id: t.categories.id, name: t.categories.name }).from(t.categories),
  ]);
  const pointsOf = groupBy(points, (p) => p.tripId);
  const factsOf = groupBy(facts, (f) => f.destinationId);
  const activitiesOf = groupBy(activities, (a) => a.destinationId);
  const tripBySlug = new Map(trips.map((trip) => [trip.slug, trip]));
  const destinationBySlug = new Map(destinations.map((d) => [d.slug, d]));
  const categoryByName = new Map(categories.map((c) => [c.name, c]));

  const rows = Object.entries(DEMO_TRANSLATIONS).flatMap(([locale, data]) => {
    const texts: { source: Source; text: string | undefined }[] = [];
    for (const [slug, translated] of Object.entries(data.trips)) {
      const trip = tripBySlug.get(slug);
      if (!trip) continue;
      const own = (field: string, english: string, text: string | undefined, position = 0) =>
        texts.push({ source: { kind: 'trip', itemId: trip.id, field, position, english }, text });
      own('name', trip.name, translated.name);
      own('description', trip.description, translated.description);
      (pointsOf.get(trip.id) ?? []).forEach((point, index) => {
        own('day_title', point.title, translated.days?.[index]?.title, index);
        own('day_description', point.description, translated.days?.[index]?.description, index);
      });
    }
    for (const [slug, translated] of Object.entries(data.destinations)) {
      const destination = destinationBySlug.get(slug);
      if (!destination) continue;
      const own = (field: string, english: string, text: string | undefined, position = 0) =>
        texts.push({ source: { kind: 'destination', itemId: destination.id, field, position, english }, text });
      own('name', destination.name, translated.name);
      own('description', destination.description, translated.description);
      (factsOf.get(destination.id) ?? []).forEach((f, index) => own('fact', f.fact, translated.facts?.[index], index));
      (activitiesOf.get(destination.id) ?? []).forEach((a, index) =>
        own('activity', a.name, translated.activities?.[index], index),
      );
    }
    for (const [name, text] of Object.entries(data.categories)) {
      const category = categoryByName.get(name);
      if (category)
        texts.push({
          source: { kind: 'category', itemId: category.id, field: 'name', position: 0, english: name },
          text,
        });
    }
    return texts.flatMap(({ source, text }) =>
      text === undefined
        ? []
        : [
            {
              itemKind: source.kind,
              itemId: source.itemId,
              locale,
              field: source.field,
              position: source.position,
              text: RICH_FIELDS.has(source.field) ? sanitizeRichText(text) : text,
              sourceHash: sourceHash(source.english),
            },
          ],
    );
  });
  if (rows.length > 0) await tx.insert(t.catalogueTranslations).values(rows);
}
