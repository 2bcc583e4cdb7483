import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemTranslations, TranslatedText } from '#domain/api/admin-translations.js';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import AdminTripTranslationsPage from './trip-translations.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const text = (
  key: string,
  label: string,
  english: string,
  overrides: Partial<TranslatedText> = {},
): TranslatedText => ({
  key,
  label,
  shared: false,
  html: false,
  english,
  text: null,
  state: 'missing',
  ...overrides,
});

const german: ItemTranslations = {
  locale: 'de',
  texts: [
    text('trip:1:name:0', 'Name', 'Crater Safari', { text: 'Krater-Safari', state: 'current' }),
    text('trip:1:day_title:0', 'Day 1 · title', 'Arrive with lunch', { text: 'Ankunft', state: 'outdated' }),
    text('category:4:name:0', 'Included · Breakfast', 'Breakfast', { shared: true }),
  ],
};

describe("a trip's Translations tab", () => {
  it('shows each text beside its English with where it stands, and saves only what changed', async () => {
    const api = stubAdminApi((call) =>
      call.method === 'PUT'
        ? [200, envelope({ translations: { ...german, texts: german.texts.map((t) => ({ ...t, state: 'current' })) } })]
        : [200, envelope({ translations: german })],
    );
    const { user } = renderAdmin(<AdminTripTranslationsPage />, {
      route: '/admin/trips/abc/translations?locale=de',
      path: '/admin/trips/:uuid/translations',
    });
    expect(await screen.findByRole('heading', { name: 'Crater Safari', level: 1 })).toBeVisible();
    expect(api.calls[0]!.url.pathname).toBe('/api/admin/trips/abc/translations/de');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('2 of 3 texts need Deutsch: the storefront shows their English.')).toBeVisible();

    const breakfast = screen.getByRole('heading', { name: 'Included · Breakfast' }).closest('li')!;
    expect(within(breakfast).getByText('Needs translation')).toBeVisible();
    expect(within(breakfast).getByText('Shared: every trip and destination that names it')).toBeVisible();
    await user.type(within(breakfast).getByRole('textbox', { name: 'Included · Breakfast in Deutsch' }), 'Frühstück');
    await user.click(screen.getByRole('button', { name: 'Save Deutsch' }));

    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ texts: [{ key: 'category:4:name:0', text: 'Frühstück' }] });
    expect(await screen.findByText('Every text is in Deutsch.')).toBeVisible();
  });

  it('confirms an outdated translation that still says it right, without retyping it', async () => {
    const api = stubAdminApi((call) =>
      call.method === 'PUT' ? [200, envelope({ translations: german })] : [200, envelope({ translations: german })],
    );
    const { user } = renderAdmin(<AdminTripTranslationsPage />, {
      route: '/admin/trips/abc/translations?locale=de',
      path: '/admin/trips/:uuid/translations',
    });
    const day = (await screen.findByRole('heading', { name: 'Day 1 · title' })).closest('li')!;
    expect(within(day).getByText('English changed')).toBeVisible();
    await user.click(within(day).getByRole('button', { name: 'Still right' }));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      texts: [{ key: 'trip:1:day_title:0', text: 'Ankunft' }],
    });
  });

  it('asks before switching language with unsaved edits: Stay keeps them, Leave opens the other language', async () => {
    const french: ItemTranslations = { ...german, locale: 'fr' };
    const api = stubAdminApi((call) => [
      200,
      envelope({ translations: call.url.pathname.endsWith('/fr') ? french : german }),
    ]);
    const { user } = renderAdmin(<AdminTripTranslationsPage />, {
      route: '/admin/trips/abc/translations?locale=de',
      path: '/admin/trips/:uuid/translations',
    });
    const breakfast = await screen.findByRole('textbox', { name: 'Included · Breakfast in Deutsch' });
    await user.type(breakfast, 'Frühstück');

    await user.click(screen.getByRole('link', { name: 'Français' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving? Your changes will be lost.' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/trips/abc/translations?locale=de');
    expect(screen.getByRole('textbox', { name: 'Included · Breakfast in Deutsch' })).toHaveValue('Frühstück');

    await user.click(screen.getByRole('link', { name: 'Français' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving? Your changes will be lost.' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    expect(await screen.findByRole('textbox', { name: 'Included · Breakfast in Français' })).toHaveValue('');
    expect(api.calls.map((call) => call.url.pathname)).toContain('/api/admin/trips/abc/translations/fr');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
