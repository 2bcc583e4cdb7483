import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderWithApp } from '#web/test/render-with-app.js';
import { UnsubscribePanel } from './unsubscribe-panel.js';

afterEach(() => vi.restoreAllMocks());

describe('the unsubscribe panel', () => {
  it('calls nothing until the visitor clicks, then posts the token and confirms', async () => {
    const fetch = answerApi(200, {
      status: true,
      code: 200,
      message: 'You are unsubscribed. No more newsletters.',
      data: {},
    });
    const { user } = renderWithApp(<UnsubscribePanel token="abcdef0123456789abcdef" />);
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed. No more newsletters.')).toBeVisible();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/unsubscribe$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abcdef0123456789abcdef' });
  });

  it("shows the server's refusal of an unknown link", async () => {
    answerApi(404, { status: false, code: 404, message: 'This unsubscribe link is not valid.' });
    const { user } = renderWithApp(<UnsubscribePanel token="abcdef0123456789abcdef" />);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
