import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n, I18nContext, recordingI18n, useRich, useT, type Messages } from './i18n.js';

// Messages as the build compiles them from a catalogue (lingui.config.ts).
const GERMAN: Messages = {
  Login: ['Anmelden'],
  'Hello {name}': ['Hallo ', ['name']],
  '{count, plural, one {# night} other {# nights}}': [
    ['count', 'plural', { one: ['#', ' Nacht'], other: ['#', ' Nächte'] }],
  ],
  'Read our {terms}.': ['Lesen Sie unsere ', ['terms'], '.'],
};

describe('translation', () => {
  it('translates, fills in and counts with the compiled messages, and shows the English of one it lacks', () => {
    const i18n = createI18n('de', GERMAN);
    expect(i18n._('Login')).toBe('Anmelden');
    expect(i18n._('Hello {name}', { name: 'Amani' })).toBe('Hallo Amani');
    expect(i18n._('{count, plural, one {# night} other {# nights}}', { count: 1 })).toBe('1 Nacht');
    expect(i18n._('{count, plural, one {# night} other {# nights}}', { count: 7 })).toBe('7 Nächte');
    expect(i18n._('Logout')).toBe('Logout');
  });

  it('notes what the islands showed, leaving out what English shows as its own id', () => {
    const german = recordingI18n(createI18n('de', GERMAN));
    german.i18n._('Login');
    german.i18n.t('Hello {name}', { name: 'x' });
    german.i18n._('Not in the catalogue');
    expect(german.used()).toEqual({ Login: ['Anmelden'], 'Hello {name}': ['Hallo ', ['name']] });
    const english = recordingI18n(createI18n('en', { Login: ['Login'], 'Hello {name}': ['Hello ', ['name']] }));
    english.i18n._('Login');
    english.i18n._('Hello {name}', { name: 'x' });
    expect(english.used()).toEqual({ 'Hello {name}': ['Hello ', ['name']] });
  });

  it('fills in a message the page does not hold yet in English, rather than showing its placeholders', () => {
    function Greeting() {
      const t = useT();
      return <p>{t('Welcome back, {name}', { name: 'Amani' })}</p>;
    }
    const html = renderToStaticMarkup(
      <I18nContext value={createI18n('de', GERMAN)}>
        <Greeting />
      </I18nContext>,
    );
    expect(html).toBe('<p>Welcome back, Amani</p>');
  });

  it('places elements where the translation puts them', () => {
    function Sentence() {
      const t = useT();
      const rich = useRich();
      return <p>{rich('Read our {terms}.', { terms: <a href="/de/terms">{t('Login')}</a> })}</p>;
    }
    const html = renderToStaticMarkup(
      <I18nContext value={createI18n('de', GERMAN)}>
        <Sentence />
      </I18nContext>,
    );
    expect(html).toBe('<p>Lesen Sie unsere <a href="/de/terms">Anmelden</a>.</p>');
  });
});
