import { createHash } from 'node:crypto';
import type { Destination, Trip } from '#domain/api/catalogue.js';

/** What a translated text belongs to: a trip's or a destination's own texts, or a category's name. */
export type TextKind = 'trip' | 'destination' | 'category';

/** Where one text lives: its item, its field and its place in its list (0 for a single field). */
export interface TextPlace {
  kind: TextKind;
  itemId: number;
  field: string;
  position: number;
}

/** A text of a page as the editor lists it: its place, its English and how the editor shows it. */
export interface CatalogueText extends TextPlace {
  label: string;
  english: string;
  html: boolean;
}

/** The hash of the English a translation was made from: when the English changes, the two differ. */
export const sourceHash = (english: string): string =>
  createHash('sha256').update(english, 'utf8').digest('base64url').slice(0, 22);

export const textKey = (place: Omit<TextPlace, 'kind'> & { kind: string }): string =>
  `${place.kind}:${place.itemId}:${place.field}:${place.position}`;

/** The translated text where one is current for the English shown, else the English itself. */
export interface Translator {
  text(place: TextPlace, english: string): string;
  /** a category's name, which the public shapes carry without its id */
  category(english: string): string;
}

/** No translations: English, as stored. */
export const ENGLISH: Translator = { text: (_place, english) => english, category: (english) => english };

const own = (kind: TextKind, itemId: number, field: string, position = 0): TextPlace => ({
  kind,
  itemId,
  field,
  position,
});

/** A trip in the storefront's shape with each translated text laid over its English; every other value as it was. */
export function translateTrip(trip: Trip, translator: Translator): Trip {
  const t = (field: string, english: string, position = 0) =>
    translator.text(own('trip', trip.id, field, position), english);
  const category = ({ category: { name } }: { category: { name: string } }) => ({
    category: { name: translator.category(name) },
  });
  return {
    ...trip,
    name: t('name', trip.name),
    description: t('description', trip.description),
    trip_destinations: trip.trip_destinations.map(({ destination }) => ({
      destination: {
        ...destination,
        name: translator.text(own('destination', destination.id, 'name'), destination.name),
      },
    })),
    trip_categories: trip.trip_categories.map(category),
    trip_points: trip.trip_points.map((point, index) => ({
      ...point,
      title: t('day_title', point.title, index),
      description: t('day_description', point.description, index),
    })),
    trip_addons: trip.trip_addons.map(category),
    trip_not_addons: trip.trip_not_addons.map(category),
  };
}

/** A destination in the storefront's shape with each translated text laid over its English. */
export function translateDestination(destination: Destination, translator: Translator): Destination {
  const t = (field: string, english: string, position = 0) =>
    translator.text(own('destination', destination.id, field, position), english);
  return {
    ...destination,
    name: t('name', destination.name),
    description: t('description', destination.description),
    categories: destination.categories.map(({ name }) => ({ name: translator.category(name) })),
    facts: destination.facts.map(({ fact }, index) => ({ fact: t('fact', fact, index) })),
    activities: destination.activities.map(({ name }, index) => ({ name: t('activity', name, index) })),
  };
}

/** Makes the listed texts of one item: its field, the editor's label, the English, and whether it is rich text. */
const textOf =
  (kind: TextKind, itemId: number) =>
  (field: string, label: string, english: string, html: boolean, position = 0): CatalogueText => ({
    ...own(kind, itemId, field, position),
    label,
    english,
    html,
  });

/** The texts of a trip page the Translations tab lists, in the page's order; categories by the id given. */
export function tripTexts(trip: Trip, categoryIds: ReadonlyMap<string, number>): CatalogueText[] {
  const text = textOf('trip', trip.id);
  return [
    text('name', 'Name', trip.name, false),
    text('description', 'Description', trip.description, true),
    ...trip.trip_points.flatMap((point, index) => [
      text('day_title', `Day ${index + 1} · title`, point.title, false, index),
      text('day_description', `Day ${index + 1} · description`, point.description, true, index),
    ]),
    ...categoryTexts(
      'Interest',
      trip.trip_categories.map((c) => c.category.name),
      categoryIds,
    ),
    ...categoryTexts(
      'Included',
      trip.trip_addons.map((c) => c.category.name),
      categoryIds,
    ),
    ...categoryTexts(
      'Not included',
      trip.trip_not_addons.map((c) => c.category.name),
      categoryIds,
    ),
  ];
}

/** The texts of a destination page the Translations tab lists, in the page's order. */
export function destinationTexts(destination: Destination, categoryIds: ReadonlyMap<string, number>): CatalogueText[] {
  const text = textOf('destination', destination.id);
  return [
    text('name', 'Name', destination.name, false),
    text('description', 'Description', destination.description, true),
    ...destination.facts.map(({ fact }, index) => text('fact', `Fact ${index + 1}`, fact, false, index)),
    ...destination.activities.map(({ name }, index) => text('activity', `Activity ${index + 1}`, name, false, index)),
    ...categoryTexts(
      'Interest',
      destination.categories.map((c) => c.name),
      categoryIds,
    ),
  ];
}

function categoryTexts(label: string, names: string[], ids: ReadonlyMap<string, number>): CatalogueText[] {
  return names.flatMap((name) => {
    const id = ids.get(name);
    return id === undefined
      ? []
      : [{ ...own('category', id, 'name'), label: `${label} · ${name}`, english: name, html: false }];
  });
}
