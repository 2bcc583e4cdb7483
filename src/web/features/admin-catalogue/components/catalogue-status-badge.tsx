import type { CatalogueStatus } from '#domain/schemas/admin-catalogue.js';
import { cn } from '#web/lib/cn.js';
import { STATUS_LABELS } from '#web/features/admin-catalogue/lib/catalogue-format.js';

const TONES: Record<CatalogueStatus, string> = {
  draft: 'bg-gold/15 text-gold-dark ring-gold/40',
  published: 'bg-acacia/15 text-acacia ring-acacia/40',
  archived: 'bg-slate-200 text-slate-800 ring-slate-400/50',
};

/** Always the word with the colour, never colour alone. */
export function CatalogueStatusBadge({ status }: { status: CatalogueStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
