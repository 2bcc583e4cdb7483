import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dismissMenusOnOutsidePressOrEscape } from './dismissable-menus.js';

function Menu() {
  return (
    <>
      <details data-menu open>
        <summary>Language</summary>
        <a href="/de">Deutsch</a>
      </details>
      <p>Elsewhere</p>
    </>
  );
}

const menu = () => screen.getByText('Language').closest('details')!;

describe('dismissable menus', () => {
  beforeAll(() => dismissMenusOnOutsidePressOrEscape());

  it('stays open for a press inside, closes on a press outside', () => {
    render(<Menu />);
    fireEvent.pointerDown(screen.getByText('Deutsch'));
    expect(menu().open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(menu().open).toBe(false);
  });

  it('closes on Escape and gives the focus back to its summary', () => {
    render(<Menu />);
    screen.getByText('Deutsch').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(screen.getByText('Language')).toHaveFocus();
  });
});
