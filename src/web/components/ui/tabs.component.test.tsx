import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { tabAfterKey, Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.js';

const TABS = ['overview', 'itinerary', 'book'] as const;

function Trip({ links = false, opened }: { links?: boolean; opened?: string[] }) {
  const [tab, setTab] = useState('overview');
  const open = (value: string) => {
    opened?.push(value);
    setTab(value);
  };
  return (
    <Tabs value={tab} onValueChange={open}>
      <TabsList aria-label="Trip details">
        {TABS.map((value) => (
          <TabsTrigger key={value} value={value} href={links ? `?tab=${value}` : undefined}>
            {value}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((value) => (
        <TabsContent key={value} value={value}>
          <p>{value} text</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('wires each tab to its panel, shows the open one only, and lets only the open tab into the Tab order', () => {
    render(<Trip />);
    expect(screen.getByRole('tablist', { name: 'Trip details' })).toBeInTheDocument();
    expect(tab('overview')).toHaveAttribute('aria-selected', 'true');
    expect(tab('itinerary')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'overview' });
    expect(tab('overview')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('overview text');
    expect(screen.queryByText('itinerary text')).not.toBeInTheDocument();
    expect(tab('overview')).toHaveAttribute('tabindex', '0');
    expect(tab('book')).toHaveAttribute('tabindex', '-1');
  });

  it('opens a tab on a press, once', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    render(<Trip opened={opened} />);
    await user.click(tab('book'));
    expect(tab('book')).toHaveAttribute('aria-selected', 'true');
    expect(tab('book')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'book' })).toHaveTextContent('book text');
    expect(opened).toEqual(['book']);
  });

  it('moves the focus with the arrow keys, looping, and Home and End, opening the tab it reaches', async () => {
    const user = userEvent.setup();
    render(<Trip />);
    await user.tab();
    expect(tab('overview')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('itinerary')).toHaveFocus();
    expect(tab('itinerary')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('book')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('overview')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('book')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('overview')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the row for the open panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'overview' })).toHaveFocus();
  });

  it('as links, open in place: the link is only for a visitor without JavaScript', async () => {
    const user = userEvent.setup();
    render(<Trip links />);
    expect(tab('itinerary')).toHaveAttribute('href', '?tab=itinerary');
    expect(tab('itinerary').tagName).toBe('A');
    await user.click(tab('itinerary'));
    expect(tab('itinerary')).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('');
    tab('itinerary').focus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(tab('book')).toHaveAttribute('aria-selected', 'true');
    expect(window.location.search).toBe('');
  });

  it('finds the next tab for each key', () => {
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('Home', 1, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('a', 0, 3)).toBeNull();
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
