import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRating, AdminTestimonial } from '#domain/api/admin-moderation.js';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import AdminModerationPage from './moderation.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const testimonial: AdminTestimonial = {
  uuid: '0a8b7c6d-0000-4000-8000-000000000011',
  author_name: 'Neema Kweka',
  country: 'Tanzania',
  rating: 5,
  comments: 'Our guide made the Serengeti unforgettable.',
  status: 'pending',
  created_at: '2026-11-20T08:00:00Z',
  moderated_at: null,
};
const rating: AdminRating = {
  uuid: '0a8b7c6d-0000-4000-8000-000000000022',
  rating: 1,
  comment: 'Spam spam spam',
  hidden_at: null,
  created_at: '2026-11-21T08:00:00Z',
  tourist: { name: 'Juma Said', email: 'juma@example.com' },
  item: { type: 'trip', uuid: 'trip-1', name: 'Serengeti Migration Safari' },
};

describe('the moderation page', () => {
  it('lists pending testimonials and approves one with a click', async () => {
    let approved = false;
    const api = stubAdminApi((call) => {
      if (call.method === 'POST') {
        approved = true;
        return [200, envelope({ testimonial: { ...testimonial, status: 'approved' } })];
      }
      return [200, envelope({ testimonials: approved ? [] : [testimonial], total: approved ? 0 : 1 })];
    });
    const { user } = renderAdmin(<AdminModerationPage />, { route: '/admin/moderation' });
    expect(api.calls[0]?.url.searchParams.get('status')).toBe('pending');
    const row = (await screen.findByText('Neema Kweka')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Approve the testimonial of Neema Kweka' }));
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith(`/${testimonial.uuid}/approve`))).toBe(
      true,
    );
    expect(await screen.findByText('Nothing here.')).toBeVisible();
  });

  it('hides a rating from the Ratings tab, and searches', async () => {
    const api = stubAdminApi((call) =>
      call.method === 'POST'
        ? [200, envelope({ rating: { ...rating, hidden_at: '2026-11-22T08:00:00Z' } })]
        : call.url.pathname.endsWith('/ratings')
          ? [200, envelope({ ratings: [rating], total: 1 })]
          : [200, envelope({ testimonials: [], total: 0 })],
    );
    const { user } = renderAdmin(<AdminModerationPage />, { route: '/admin/moderation' });
    await user.click(screen.getByRole('tab', { name: 'Ratings' }));
    await user.click(await screen.findByRole('button', { name: 'Hide the rating of Juma Said' }));
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith(`/${rating.uuid}/hide`))).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Search ratings' }), 'spam{Enter}');
    expect(api.calls.some((c) => c.url.searchParams.get('q') === 'spam')).toBe(true);
  });
});
