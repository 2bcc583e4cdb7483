import type { TranslationState } from '#domain/api/admin-translations.js';
import { cn } from '#web/lib/cn.js';

const LOOK: Record<TranslationState, { label: string; tone: string }> = {
  missing: { label: 'Needs translation', tone: 'bg-coral/10 text-coral-dark ring-coral/40' },
  outdated: { label: 'English changed', tone: 'bg-gold/15 text-gold-dark ring-gold/40' },
  current: { label: 'Translated', tone: 'bg-acacia/15 text-acacia ring-acacia/40' },
};

/** Where a translation stands, in words with the colour (never colour alone). */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        LOOK[state].tone,
      )}
    >
      {LOOK[state].label}
    </span>
  );
}
