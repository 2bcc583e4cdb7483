import {
  ArrowRightLeft,
  Inbox,
  Mail,
  MessageSquare,
  MessageSquareReply,
  StickyNote,
  type LucideIcon,
} from 'lucide-react';
import type { TimelineEntry } from '#domain/api/requests-desk.js';
import { cn } from '#web/lib/cn.js';
import { deskTime } from '#web/features/admin-requests/lib/desk-format.js';

const KINDS: Record<TimelineEntry['kind'], { icon: LucideIcon; label: string }> = {
  received: { icon: Inbox, label: 'Received' },
  status: { icon: ArrowRightLeft, label: 'Status' },
  note: { icon: StickyNote, label: 'Internal note' },
  message: { icon: MessageSquare, label: 'Message' },
  tourist_message: { icon: MessageSquareReply, label: 'Message from the tourist' },
  mail: { icon: Mail, label: 'E-mail' },
};

/** Who did it when no staff member did: the visitor sent it, the tourist wrote, else the system. */
const NOBODY: Partial<Record<TimelineEntry['kind'], string>> = { received: 'Visitor', tourist_message: 'Tourist' };

const DELIVERY = {
  pending: 'bg-gold/15 text-gold-dark',
  sent: 'bg-acacia/15 text-acacia',
  failed: 'bg-coral-dark text-white',
} as const;

const DELIVERY_LABELS = { pending: 'Pending', sent: 'Sent', failed: 'Failed' } as const;

/**
 * Everything that happened to the request, oldest first: who, when, what, and whether the tourist sees it.
 * The server's text already says what moved and to whom a mail went; the mail's own line shows only when it does not.
 */
export function RequestTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry, index) => {
        const { icon: Icon, label } = KINDS[entry.kind];
        return (
          <li key={`${entry.at}-${index}`} className="flex gap-3">
            <span
              className={cn(
                'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
                entry.kind === 'note'
                  ? 'bg-gold/15 text-gold-dark'
                  : entry.kind === 'tourist_message'
                    ? 'bg-ocean/10 text-ocean-dark'
                    : 'bg-ink/5 text-ink/70',
              )}
            >
              <Icon aria-hidden="true" className="size-3.5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink/65">
                <span className="font-semibold text-ink">{label}</span>
                <span>{entry.actor ?? NOBODY[entry.kind] ?? 'System'}</span>
                <time dateTime={entry.at}>{deskTime(entry.at)}</time>
                {entry.visible_to_tourist && (
                  <span className="rounded-full bg-ocean/10 px-1.5 py-0.5 font-medium text-ocean-dark">
                    Visible to tourist
                  </span>
                )}
                {entry.mail && (
                  <span className={cn('rounded-full px-1.5 py-0.5 font-medium', DELIVERY[entry.mail.delivery])}>
                    <span className="sr-only">Delivery: </span>
                    {DELIVERY_LABELS[entry.mail.delivery]}
                  </span>
                )}
              </p>
              {entry.mail && !entry.text.includes(entry.mail.subject) && (
                <p className="mt-0.5 truncate text-ink/75">
                  To {entry.mail.to}: {entry.mail.subject}
                </p>
              )}
              {entry.text && <p className="mt-0.5 break-words whitespace-pre-line">{entry.text}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
