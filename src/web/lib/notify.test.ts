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

  it('keeps the toasts of a page left at once for the next page of the tab, which shows them once', async () => {
    const stored = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const leaving = Object.assign(new EventTarget(), { sessionStorage });
    vi.stubGlobal('window', leaving);
    try {
      const before = await freshNotify();
      before.notify.error('Login Required', { description: 'Please log in to like items' });
      leaving.dispatchEvent(new Event('pagehide'));

      const arriving = Object.assign(new EventTarget(), { sessionStorage });
      vi.stubGlobal('window', arriving);
      const after = await freshNotify();
      after.toasterMounted();
      after.showCarriedToasts();
      after.showCarriedToasts();
      await settle();
      expect(toast.error).toHaveBeenCalledTimes(1);
      expect(toast.error).toHaveBeenCalledWith('Login Required', { description: 'Please log in to like items' });
      // Shown here, it is not carried again when this page is left.
      arriving.dispatchEvent(new Event('pagehide'));
      expect(stored.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('carries only what was still on screen beside the newest toast, not one gone ten seconds before it', async () => {
    const stored = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const leaving = Object.assign(new EventTarget(), { sessionStorage });
    vi.stubGlobal('window', leaving);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const before = await freshNotify();
      before.notify.success('Your data has been downloaded.');
      vi.setSystemTime(Date.now() + 10_000);
      before.notify.success('Your account has been deleted.');
      leaving.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(stored.get('carried-toasts') ?? '[]')).toEqual([
        expect.objectContaining({ message: 'Your account has been deleted.' }),
      ]);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
