import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderAdmin, stubAdminApi } from '#web/admin-kit/test/render-admin.js';
import AdminStaffPage from './staff.js';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const member = (role: 'owner' | 'agent', name: string) => ({
  uuid: `uuid-${name}`,
  email: `${name.toLowerCase()}@kilele.example`,
  name,
  role,
  active: true,
});

describe('the staff page', () => {
  it('tells an agent it is for owners, and asks the server for no staff list', async () => {
    const api = stubAdminApi(() => [200, envelope({ staff: member('agent', 'Neema') })]);
    renderAdmin(<AdminStaffPage />, { route: '/admin/staff' });
    expect(await screen.findByText('Forbidden')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add staff member' })).toBeNull();
    expect(api.calls.map((c) => c.url.pathname)).toEqual(['/api/admin/me']);
  });

  it('shows an owner the staff and the form to add one', async () => {
    stubAdminApi((call) =>
      call.url.pathname === '/api/admin/me'
        ? [200, envelope({ staff: member('owner', 'Zawadi') })]
        : [200, envelope({ staff: [member('owner', 'Zawadi'), member('agent', 'Neema')] })],
    );
    renderAdmin(<AdminStaffPage />, { route: '/admin/staff' });
    expect(await screen.findByRole('button', { name: 'Deactivate Neema' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Role of Neema' })).toHaveValue('agent');
    expect(screen.getByRole('button', { name: 'Add staff member' })).toBeVisible();
  });
});
