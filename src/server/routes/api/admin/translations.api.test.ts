import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemTranslations, TranslatedText } from '#domain/api/admin-translations.js';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import {
  TRANSLATION_KEY_MESSAGE,
  TRANSLATION_LINE_MESSAGE,
  TRANSLATION_LOCALE_MESSAGE,
} from '#domain/schemas/messages.js';
import { staffAudit, trips } from '#server/db/schema/index.js';
import { call } from '#server/test/http.js';
import { staffMember } from '#server/test/staff.js';
import { createTestApp, type TestContext } from '#server/test/test-app.js';
import { catalogueEditor, editorReference, tripBody, type EditorReference } from './trips-test-kit.js';

let ctx: TestContext;
let editor: ReturnType<typeof catalogueEditor>;
let ref: EditorReference;
let headers: { authorization: string };

beforeAll(async () => {
  // The storefront's default micro-cache window: a saved translation must still show at once.
  ctx = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '30', RATE_LIMIT_ALLOW: '127.0.0.1' } });
  const agent = await staffMember(ctx, 'agent', 'Amani');
  headers = agent.headers;
  editor = catalogueEditor(ctx, agent.headers);
  ref = await editorReference(ctx);
});
afterAll(() => ctx.close());

const translationsUrl = (kind: 'trips' | 'destinations', uuid: string, locale: string) =>
  `/api/admin/${kind}/${uuid}/translations/${locale}`;
const readTranslations = async (kind: 'trips' | 'destinations', uuid: string, locale = 'de') => {
  const answer = await call(ctx.app, { method: 'GET', url: translationsUrl(kind, uuid, locale), headers });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data.translations as ItemTranslations;
};
const saveTranslations = (kind: 'trips' | 'destinations', uuid: string, texts: unknown, locale = 'de') =>
  call(ctx.app, { method: 'PUT', url: translationsUrl(kind, uuid, locale), headers, payload: { texts } as object });
const byLabel = (translations: ItemTranslations, label: string): TranslatedText => {
  const text = translations.texts.find((t) => t.label === label);
  if (!text) throw new Error(`no text labelled ${label}: ${translations.texts.map((t) => t.label).join(', ')}`);
  return text;
};
const publicTrip = async (uuid: string, query = '') =>
  (await call(ctx.app, `/api/trips/${uuid}${query}`)).body.data.trip as Trip;

async function publishedTrip(name: string): Promise<Trip> {
  const created = await editor.create(tripBody(ref, { name }));
  expect(created.statusCode, created.body.message).toBe(201);
  const uuid = created.body.data.trip.uuid as string;
  expect((await editor.state(uuid, 'publish')).statusCode).toBe(200);
  return publicTrip(uuid);
}

describe("a trip's translations", () => {
  it('lists every text of the page beside the English, all missing at first, in the page order', async () => {
    const trip = await publishedTrip('Translation Listing Safari');
    const listing = await readTranslations('trips', trip.uuid);
    expect(listing.locale).toBe('de');
    expect(listing.texts.slice(0, 6).map((t) => t.label)).toEqual([
      'Name',
      'Description',
      'Day 1 · title',
      'Day 1 · description',
      'Day 2 · title',
      'Day 2 · description',
    ]);
    expect(byLabel(listing, 'Name')).toMatchObject({
      english: 'Translation Listing Safari',
      text: null,
      state: 'missing',
    });
    expect(byLabel(listing, 'Description')).toMatchObject({ html: true, shared: false });
    const included = listing.texts.filter((t) => t.label.startsWith('Included · '));
    expect(included).toHaveLength(2);
    expect(included.every((t) => t.shared)).toBe(true);
  });

  it('shows saved translations on the storefront in that language only, English per field where there is none', async () => {
    const trip = await publishedTrip('Crater Sunrise Safari');
    const listing = await readTranslations('trips', trip.uuid);
    // Primes the micro-cache in both languages: a save must show at once anyway.
    await publicTrip(trip.uuid, '?locale=de');
    await publicTrip(trip.uuid);
    const saved = await saveTranslations('trips', trip.uuid, [
      { key: byLabel(listing, 'Name').key, text: '  Krater-Safari bei Sonnenaufgang ' },
      {
        key: byLabel(listing, 'Day 2 · description').key,
        text: '<p>Ganzer <strong>Tag</strong></p><script>alert(1)</script>',
      },
    ]);
    expect(saved.statusCode, saved.body.message).toBe(200);
    const after = saved.body.data.translations as ItemTranslations;
    expect(byLabel(after, 'Name')).toMatchObject({ text: 'Krater-Safari bei Sonnenaufgang', state: 'current' });
    expect(byLabel(after, 'Day 2 · description').text).toBe('<p>Ganzer <strong>Tag</strong></p>');

    const german = await publicTrip(trip.uuid, '?locale=de');
    expect(german.name).toBe('Krater-Safari bei Sonnenaufgang');
    expect(german.trip_points[1]!.description).toBe('<p>Ganzer <strong>Tag</strong></p>');
    // Not translated: the English, never an empty text.
    expect(german.description).toBe(trip.description);
    expect(german.trip_points[0]!.title).toBe('Arrive');
    expect((await publicTrip(trip.uuid)).name).toBe('Crater Sunrise Safari');
    expect((await publicTrip(trip.uuid, '?locale=fr')).name).toBe('Crater Sunrise Safari');
    const list = (await call(ctx.app, '/api/trips?limit=100&locale=de')).body.data.trips as Trip[];
    expect(list.find((t) => t.uuid === trip.uuid)?.name).toBe('Krater-Safari bei Sonnenaufgang');

    const audit = await ctx.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `trip:${trip.uuid}`));
    expect(audit.map((row) => row.action)).toContain('trip.translate');
  });

  it('marks a translation outdated when the English changes, shows the English meanwhile, and a save confirms it', async () => {
    const trip = await publishedTrip('Lake Day Trip');
    const listing = await readTranslations('trips', trip.uuid);
    const name = byLabel(listing, 'Name');
    expect(
      (await saveTranslations('trips', trip.uuid, [{ key: name.key, text: 'Tagesausflug zum See' }])).statusCode,
    ).toBe(200);

    const current = (await editor.get(trip.uuid)).body.data.trip;
    const edited = await editor.save(trip.uuid, {
      ...tripBody(ref, { name: 'Lake Day Trip with Lunch' }),
      version: current.version,
    });
    expect(edited.statusCode, edited.body.message).toBe(200);

    const outdated = byLabel(await readTranslations('trips', trip.uuid), 'Name');
    expect(outdated).toMatchObject({
      english: 'Lake Day Trip with Lunch',
      text: 'Tagesausflug zum See',
      state: 'outdated',
    });
    expect((await publicTrip(trip.uuid, '?locale=de')).name).toBe('Lake Day Trip with Lunch');

    await saveTranslations('trips', trip.uuid, [{ key: name.key, text: 'Tagesausflug zum See mit Mittagessen' }]);
    expect(byLabel(await readTranslations('trips', trip.uuid), 'Name').state).toBe('current');
    expect((await publicTrip(trip.uuid, '?locale=de')).name).toBe('Tagesausflug zum See mit Mittagessen');
  });

  it('translates a shared category name everywhere it shows, and removes a translation with an empty text', async () => {
    const trip = await publishedTrip('Shared Names Safari');
    const included = (await readTranslations('trips', trip.uuid, 'it')).texts.find((t) =>
      t.label.startsWith('Included · '),
    )!;
    expect(
      (await saveTranslations('trips', trip.uuid, [{ key: included.key, text: 'Incluso tradotto' }], 'it')).statusCode,
    ).toBe(200);
    const italian = await publicTrip(trip.uuid, '?locale=it');
    expect(italian.trip_addons.map((a) => a.category.name)).toContain('Incluso tradotto');

    await saveTranslations('trips', trip.uuid, [{ key: included.key, text: '' }], 'it');
    const again = await publicTrip(trip.uuid, '?locale=it');
    expect(again.trip_addons.map((a) => a.category.name)).toContain(included.english);
  });

  it('refuses a key of another page, a name on two lines, English as a target and an unknown trip, changing nothing', async () => {
    const trip = await publishedTrip('Refusals Safari');
    const other = await publishedTrip('Other Safari');
    const otherName = byLabel(await readTranslations('trips', other.uuid), 'Name');
    const foreign = await saveTranslations('trips', trip.uuid, [{ key: otherName.key, text: 'Fremd' }]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body.message).toBe(TRANSLATION_KEY_MESSAGE);

    const name = byLabel(await readTranslations('trips', trip.uuid), 'Name');
    const twoLines = await saveTranslations('trips', trip.uuid, [{ key: name.key, text: 'Zwei\nZeilen' }]);
    expect(twoLines.statusCode).toBe(422);
    expect(twoLines.body.message).toBe(TRANSLATION_LINE_MESSAGE);
    expect(byLabel(await readTranslations('trips', trip.uuid), 'Name').state).toBe('missing');

    const english = await call(ctx.app, { method: 'GET', url: translationsUrl('trips', trip.uuid, 'en'), headers });
    expect(english.statusCode).toBe(422);
    expect(english.body.message).toBe(TRANSLATION_LOCALE_MESSAGE);
    const unknown = await call(ctx.app, {
      method: 'GET',
      url: translationsUrl('trips', '00000000-0000-4000-8000-000000000000', 'de'),
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const visitor = await call(ctx.app, { method: 'GET', url: translationsUrl('trips', trip.uuid, 'de') });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("the demo catalogue's translations", () => {
  it('shows the Tarangire safari in German, every seeded text current', async () => {
    const [row] = await ctx.database.db
      .select({ uuid: trips.uuid })
      .from(trips)
      .where(eq(trips.slug, 'tarangire-lake-manyara-short-safari'));
    const german = await publicTrip(row!.uuid, '?locale=de');
    expect(german.name).toBe('Kurzsafari Tarangire & Manyara-See');
    expect(german.trip_points[0]!.title).toBe('Von Arusha zum Tarangire');
    expect(german.trip_addons.map((a) => a.category.name)).toContain('Flughafentransfers');
    expect(german.trip_destinations.map((d) => d.destination.name)).toContain('Manyara-See');
    const listing = await readTranslations('trips', row!.uuid);
    expect(listing.texts.every((text) => text.state === 'current')).toBe(true);
  });
});

describe("a destination's translations", () => {
  it('translates facts and activities by their place, and the trip pages name the destination in that language', async () => {
    const destination = ref.destinations[0]!;
    const listing = await readTranslations('destinations', destination.uuid, 'fr');
    expect(listing.texts.map((t) => t.label)).toEqual(
      expect.arrayContaining(['Name', 'Description', 'Fact 1', 'Activity 1']),
    );
    const saved = await saveTranslations(
      'destinations',
      destination.uuid,
      [
        { key: byLabel(listing, 'Name').key, text: 'Nom traduit' },
        { key: byLabel(listing, 'Fact 1').key, text: 'Premier fait' },
        { key: byLabel(listing, 'Activity 1').key, text: 'Première activité' },
      ],
      'fr',
    );
    expect(saved.statusCode, saved.body.message).toBe(200);
    const french = (await call(ctx.app, `/api/destinations/${destination.uuid}?locale=fr`)).body.data
      .destination as Destination;
    expect(french.name).toBe('Nom traduit');
    expect(french.facts[0]!.fact).toBe('Premier fait');
    expect(french.activities[0]!.name).toBe('Première activité');
    expect(french.facts.slice(1).every((f) => f.fact.length > 0)).toBe(true);

    const trip = await publishedTrip('Visits The Destination');
    const names = (await publicTrip(trip.uuid, '?locale=fr')).trip_destinations.map((d) => d.destination.name);
    expect(names).toContain('Nom traduit');
  });

  it('answers 422 with a clear message for a locale the storefront does not speak', async () => {
    const answer = await call(ctx.app, '/api/trips?locale=xx');
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toContain('locale must be one of en, it, de, fr');
  });
});
