import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_SPLASH, renderWithApp } from '#web/test/render-with-app.js';
import { InquiryForm } from './inquiry-form.js';

// The lists the contact form offers are stored in English (the ids are what it sends); a German or French page
// names every choice in its own language.

const splash = {
  ...TEST_SPLASH,
  tripTypes: [
    { id: 1, name: 'Cultural & Historic Tour' },
    { id: 2, name: 'Family Safari' },
  ],
  searviceClasses: [
    { id: 1, name: 'Economy' },
    { id: 2, name: 'Comfort' },
    { id: 3, name: 'Luxury' },
  ],
  locations: [
    { id: 1, name: 'Stone Town, Zanzibar', is_zanzibar: true },
    { id: 2, name: 'Southern Tanzania', is_zanzibar: false },
  ],
  countries: [
    { id: 10, name: 'Germany', code: 'DE' },
    { id: 11, name: 'Austria', code: 'AT' },
    { id: 12, name: 'Egypt', code: 'EG' },
    { id: 13, name: 'United Kingdom', code: 'GB' },
  ],
};
const destinations = { status: 'success' as const, options: [{ id: 4, name: 'Nungwi' }] };

const optionsOf = (name: RegExp) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => [option.textContent, (option as HTMLOptionElement).value]);

describe('the contact form on a translated page', () => {
  it('names trip types, classes, places and countries in German, the countries in German order', () => {
    renderWithApp(<InquiryForm destinations={destinations} />, { route: '/contact', splash, locale: 'de' });
    expect(optionsOf(/Reiseart/)).toEqual([
      ['Reiseart auswählen', ''],
      ['Kultur- und Geschichtstour', '1'],
      ['Familiensafari', '2'],
    ]);
    expect(optionsOf(/Servicekategorie/)).toEqual([
      ['Keine Präferenz', ''],
      ['Standard', '1'],
      ['Komfort', '2'],
      ['Luxus', '3'],
    ]);
    expect(optionsOf(/Land/)).toEqual([
      ['Land auswählen', ''],
      ['Ägypten', '12'],
      ['Deutschland', '10'],
      ['Österreich', '11'],
      ['Vereinigtes Königreich', '13'],
    ]);
    const places = screen.getByRole('group', { name: /^Orte/ });
    expect(within(places).getByRole('checkbox', { name: 'Stone Town, Sansibar' })).toBeInTheDocument();
    expect(within(places).getByRole('checkbox', { name: 'Südtansania' })).toBeInTheDocument();
  });

  it('sorts the countries as French does', () => {
    renderWithApp(<InquiryForm destinations={destinations} />, { route: '/contact', splash, locale: 'fr' });
    expect(optionsOf(/Pays/).map(([name]) => name)).toEqual([
      expect.any(String),
      'Allemagne',
      'Autriche',
      'Égypte',
      'Royaume-Uni',
    ]);
  });
});
