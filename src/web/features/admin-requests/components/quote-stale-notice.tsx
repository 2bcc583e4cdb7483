import type { DeskRequest } from '#domain/api/requests-desk.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { deskTime } from '#web/features/admin-requests/lib/desk-format.js';

interface QuoteStaleNoticeProps {
  /** the request as the 409 says it is now */
  fresh: DeskRequest;
  /** the number of the latest quote when the builder started (0: none) */
  startedFrom: number;
  /** start again from the request as it is now (its newest quote) */
  onReload: () => void;
  /** keep what was written and send it over what changed, once the agent has looked */
  onKeep: () => void;
}

/** The request changed while the agent wrote: who sent what, and the two ways on. Nothing is sent unasked. */
export function QuoteStaleNotice({ fresh, startedFrom, onReload, onKeep }: QuoteStaleNoticeProps) {
  const newest = fresh.quotes[0];
  const newer = newest && newest.number > startedFrom ? newest : null;
  return (
    <FormAlert
      tone="error"
      title={newer ? 'A newer quote was sent meanwhile — reload' : 'This request changed meanwhile — reload'}
    >
      <p className="mt-1">
        {newer
          ? `Quote v${newer.number} was sent ${deskTime(newer.sent_at)}: it is with the versions below.`
          : 'Someone else moved it on: the page shows it as it is now.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onReload}>
          {newer ? `Reload from quote v${newer.number}` : 'Reload'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onKeep}>
          Keep my draft
        </Button>
      </div>
    </FormAlert>
  );
}
