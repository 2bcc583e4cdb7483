import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tooLongMessage } from '#domain/schemas/common.js';
import { createI18n, I18nContext } from '#web/i18n/i18n.js';
import { loadCatalogue } from '#web/i18n/catalogues.js';
import { FieldError } from './field.js';

describe('FieldError', () => {
  it("shows a schema's message with a number filled in through the page's catalogue", async () => {
    const german = createI18n('de', await loadCatalogue('de'));
    render(
      <I18nContext value={german}>
        <FieldError id="a" message={tooLongMessage(200)} />
        <FieldError id="b" message="Please enter a valid date" />
        <FieldError id="c" message="Something the catalogue lacks." />
      </I18nContext>,
    );
    expect(screen.getByText('Bitte höchstens 200 Zeichen eingeben.')).toBeInTheDocument();
    expect(screen.getByText(german._('Please enter a valid date'))).toBeInTheDocument();
    expect(screen.getByText('Something the catalogue lacks.')).toBeInTheDocument();
  });

  it('keeps the English word for word', async () => {
    render(
      <I18nContext value={createI18n('en', await loadCatalogue('en'))}>
        <FieldError id="a" message={tooLongMessage(5000)} />
      </I18nContext>,
    );
    expect(screen.getByText('Please keep this under 5000 characters.')).toBeInTheDocument();
  });
});
