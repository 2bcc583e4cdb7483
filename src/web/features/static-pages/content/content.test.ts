import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createI18n, type MessageValues } from '#web/i18n/i18n.js';
import { POSTS } from './blog.js';
import { applyHref, OPENINGS } from './careers.js';
import { CANCELLATION_POLICY } from './cancellation-policy.js';
import { FAQ_ITEMS } from './faq.js';
import { TERMS_SECTIONS } from './legal.js';
import { averageRating, REVIEWS } from './reviews.js';

/** A message as an English page shows it: compiled as the build compiles it, its figures filled in. */
const english = (id: string, values?: MessageValues) => createI18n('en', { [id]: compileMessage(id) })._(id, values);
/** The Terms' text as an English page shows it. */
const termsText = () =>
  TERMS_SECTIONS.flatMap((s) => s.paragraphs.map((paragraph) => english(paragraph, s.values))).join(' ');

describe('static page content', () => {
  it('has the documented counts', () => {
    expect(OPENINGS).toHaveLength(3);
    expect(POSTS).toHaveLength(3);
    expect(FAQ_ITEMS).toHaveLength(4);
    expect(REVIEWS.length).toBeGreaterThanOrEqual(6);
    expect(REVIEWS.length).toBeLessThanOrEqual(8);
  });

  it('states a real cancellation policy, the same in the FAQ and the Terms', () => {
    const answer = FAQ_ITEMS.find((item) => item.id === 'cancellation')?.answer ?? [];
    const cancellation = answer.map((paragraph) => english(paragraph)).join(' ');
    const terms = termsText();
    expect(cancellation).not.toMatch(/\bX days\b/);
    expect(CANCELLATION_POLICY).toMatch(/60 days.*25%.*50%.*14 days.*100%/);
    expect(cancellation).toContain(CANCELLATION_POLICY);
    expect(terms).toContain(CANCELLATION_POLICY);
  });

  it('states the documented terms', () => {
    const text = termsText();
    expect(text).toContain('governed by the laws of Tanzania');
    expect(text).toMatch(/confirmed once we receive your deposit/);
    expect(text).toMatch(/balance is due before departure/);
    // The payment rule in figures, the same one the confirmation e-mail and PDF compute.
    expect(text).toMatch(/deposit: 30% of the trip price, due within 7 days/);
    expect(text).toMatch(/other 70% of the trip price, 60 days before your first day/);
    expect(text).toMatch(/67 days or fewer before departure, the whole price is due at once/);
  });
});

describe('applyHref', () => {
  it('names the role in an encoded subject', () => {
    expect(applyHref({ title: 'Safari Guide', location: 'Arusha' }, 'jobs@kilele.example')).toBe(
      'mailto:jobs@kilele.example?subject=Application%3A%20Safari%20Guide%20(Arusha)',
    );
  });
});

describe('averageRating', () => {
  it('rounds to one decimal and is 0 for none', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([])).toBe(0);
  });
});
