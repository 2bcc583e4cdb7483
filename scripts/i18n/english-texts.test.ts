import { describe, expect, it } from 'vitest';
import {
  attributeTexts,
  containsWords,
  englishIn,
  englishTexts,
  islandMessagesText,
  plainText,
} from './english-texts.js';

// The list the translated-pages sweep looks for, and how it looks.

describe('the English a German page must not show', () => {
  it('holds the interface, the catalogue, the reference lists and the countries, each in its English', async () => {
    const texts = (await englishTexts('de')).map((english) => english.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Sort by',
        'Wildlife Safari',
        'Prefer not to say',
        'Tarangire & Lake Manyara Short Safari',
        'Germany',
        'Overview',
      ]),
    );
  });

  it('leaves out what German says the same: the brand, a place kept by name, a word German shares', async () => {
    const texts = (await englishTexts('de')).map((english) => english.text);
    for (const kept of ['Kilele Safaris', 'Serengeti', 'Stone Town', 'Arusha', 'Budget', 'Safari']) {
      expect(texts).not.toContain(kept);
    }
  });
});

describe('looking for English', () => {
  it('finds whole words only, as written', () => {
    expect(containsWords('Unsere Highlights', 'High')).toBe(false);
    expect(containsWords('Saison: High', 'High')).toBe(true);
    expect(containsWords('Mara-Fluss', 'Mara')).toBe(true);
    expect(containsWords('Tiersafari', 'safari')).toBe(false);
  });

  it("passes over names the same in every language, and travellers' own words", async () => {
    const texts = await englishTexts('de');
    const page = [
      'Wir bringen Sie zum Kilimanjaro International Airport.',
      'Mitglied im Tanzania Tourist Board.',
      'Sunset on the dhow cruise was beautiful, although the boat was quite full.',
    ].join('\n');
    expect(englishIn(page, texts)).toEqual([]);
    expect(englishIn('Unser Kilimanjaro Trek', texts).map((english) => english.text)).toContain('Kilimanjaro Trek');
  });

  it("reads a page's text without its scripts, and what its attributes say", () => {
    const html =
      '<title>Seite</title><p>Tom &amp; Jerry</p><script>var x = "Sort by";</script><img alt="Sort &quot;by&quot;"/>';
    expect(plainText(html.slice(html.indexOf('<p>')))).toBe('Tom & Jerry');
    expect(attributeTexts(html)).toBe('Seite\nSort "by"');
  });

  it("reads what the islands' messages say, not the names they fill in", () => {
    const messages = {
      '{count} of {total} {selected}': [['count'], ' von ', ['total'], ' ', ['selected']],
      '{count, plural, one {# night} other {# nights}}': [
        ['count', 'plural', { one: ['#', ' Nacht'], other: ['#', ' Nächte'] }],
      ],
    };
    const html = `<script type="application/json" id="boot-data">${JSON.stringify({ messages })}</script>`;
    expect(islandMessagesText(html)).toBe(' von  \n# Nacht# Nächte');
  });
});
