import { useT } from '#web/i18n/i18n.js';
import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from '#web/lib/notify.js';

const tint = (color: string, percent: number) => `color-mix(in srgb, var(${color}) ${percent}%, white)`;

/** Sonner's rich colours in the site's palette: acacia for success, coral for errors, ink on white otherwise. */
const paletteStyle = {
  fontFamily: 'var(--font-sans)',
  '--border-radius': '1rem',
  '--normal-bg': 'white',
  '--normal-border': 'color-mix(in srgb, var(--color-ink) 12%, white)',
  '--normal-text': 'var(--color-ink)',
  '--success-bg': tint('--color-acacia', 10),
  '--success-border': tint('--color-acacia', 35),
  '--success-text': 'var(--color-acacia)',
  '--info-bg': tint('--color-ocean', 10),
  '--info-border': tint('--color-ocean', 35),
  '--info-text': 'var(--color-ocean-dark)',
  '--warning-bg': tint('--color-gold', 12),
  '--warning-border': tint('--color-gold', 40),
  '--warning-text': 'var(--color-gold-dark)',
  '--error-bg': tint('--color-coral', 10),
  '--error-border': tint('--color-coral', 35),
  '--error-text': 'var(--color-coral-dark)',
} as CSSProperties;

/**
 * Sonner's host with the site's settings; loaded lazily by DeferredToaster. Effects run child
 * first, so by the time this one tells notify, Sonner's Toaster has subscribed to new toasts.
 * Toasts sit at the bottom, clear of the sticky header and above the round scroll button
 * (bottom right, 3.25rem high), so they never cover navigation; phones get them full width. Each toast's text shows in
 * the page's language (notify translates with the translator handed over here).
 */
export function Toaster() {
  const t = useT();
  // notify shows each toast's text through the page's translator.
  useEffect(() => toasterMounted(t), [t]);
  return (
    <SonnerToaster
      position="bottom-right"
      offset={{ bottom: '5.5rem', right: '1.5rem' }}
      mobileOffset={{ bottom: '5rem', left: '1rem', right: '1rem' }}
      style={paletteStyle}
      richColors
      closeButton
      containerAriaLabel={t('Notifications')}
      toastOptions={{ closeButtonAriaLabel: t('Close toast') }}
    />
  );
}
