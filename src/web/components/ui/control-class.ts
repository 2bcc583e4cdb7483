import { cn } from '#web/lib/cn.js';

/**
 * The look of every text input, select and textarea: 16 px text so phones do not zoom in, and the
 * page's accent (a trip's colour) on focus where it sets one.
 */
export const controlClass = cn(
  'block w-full rounded-xl border border-ink/20 bg-white px-4 text-base text-ink shadow-xs transition-colors duration-150 placeholder:text-ink/45 hover:border-ink/35',
  'focus-visible:border-[var(--accent,var(--color-gold-dark))] focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[var(--accent,var(--color-gold))]',
  'disabled:cursor-not-allowed disabled:bg-ink/5 aria-invalid:border-coral-dark aria-invalid:bg-coral/5',
);
