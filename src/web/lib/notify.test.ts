import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// notify keeps module state (the mounted Toaster), so every test starts from a fresh copy.
const freshNotify = async () => {
  vi.resetModules();
  return import('./notify.js');
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('notify', () => {
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it('asks the deferred Toaster to mount, and shows the toast once it listens', async () => {
    const { notify, registerToasterMount, toasterMounted } = await freshNotify();
    const mount = vi.fn();
    registerToasterMount(mount);
    notify.success('Login successful! Redirecting...');
    expect(mount).toHaveBeenCalledTimes(1);
    await settle();
    expect(toast.success).not.toHaveBeenCalled();
    toasterMounted();
    await settle();
    expect(toast.success).toHaveBeenCalledWith('Login successful! Redirecting...', undefined);
  });

  it('mounts a Toaster that registers after the first toast was sent', async () => {
    const { notify, registerToasterMount, toasterMounted } = await freshNotify();
    notify.error('Error', { description: 'Invalid credentials' });
    const mount = vi.fn();
    registerToasterMount(mount);
    expect(mount).toHaveBeenCalledTimes(1);
    toasterMounted();
    await settle();
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Invalid credentials' });
  });

  it('shows toasts at once when the Toaster already listens', async () => {
    const { notify, toasterMounted } = await freshNotify();
    toasterMounted();
    notify.success('Subscribed successfully!');
    await settle();
    expect(toast.success).toHaveBeenCalledWith('Subscribed successfully!', undefined);
  });
});
